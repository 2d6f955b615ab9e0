// Field errors of a refused request body (400 VALIDATION_FAILED), in both languages: the envelope
// picks the request's language when it is sent. A decorator gives its own Chinese text with
// `context: { zh: '...' }`; otherwise the constraint's name selects a Chinese template here.
import type { ValidationError } from 'class-validator';
import type { Language } from '@lootledger/contracts';

export interface FieldError {
  field: string;
  message: Record<Language, string>;
}

const ZH_BY_CONSTRAINT: Record<string, (field: string) => string> = {
  isString: (field) => `${field} 必须是字符串`,
  isInt: (field) => `${field} 必须是整数`,
  isNumber: (field) => `${field} 必须是数字`,
  isNumberString: (field) => `${field} 必须是数字`,
  isBoolean: (field) => `${field} 必须是布尔值`,
  isArray: (field) => `${field} 必须是数组`,
  arrayMinSize: (field) => `${field} 的元素太少`,
  arrayMaxSize: (field) => `${field} 的元素太多`,
  arrayUnique: (field) => `${field} 不能有重复项`,
  isNotEmpty: (field) => `${field} 不能为空`,
  isUuid: (field) => `${field} 格式不正确`,
  isPositive: (field) => `${field} 必须大于 0`,
  isDefined: (field) => `${field} 不能为空`,
  isLength: (field) => `${field} 长度不符合要求`,
  minLength: (field) => `${field} 太短`,
  maxLength: (field) => `${field} 太长`,
  min: (field) => `${field} 太小`,
  max: (field) => `${field} 太大`,
  matches: (field) => `${field} 格式不正确`,
  isIn: (field) => `${field} 的取值无效`,
  isEnum: (field) => `${field} 的取值无效`,
  whitelistValidation: (field) => `不允许的字段 ${field}`,
};

/** Every constraint that failed, children included (field paths joined with dots). */
export function toFieldErrors(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, en]) => {
      const zh = (error.contexts?.[constraint] as { zh?: unknown } | undefined)?.zh;
      return {
        field,
        message: { en, zh: typeof zh === 'string' ? zh : (ZH_BY_CONSTRAINT[constraint]?.(field) ?? `${field} 无效`) },
      };
    });
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

/** The contract's `data.errors`: `{field, message}` in one language. */
export function localizeFieldErrors(
  errors: readonly FieldError[],
  lang: Language,
): { field: string; message: string }[] {
  return errors.map((error) => ({ field: error.field, message: error.message[lang] }));
}

/** One refused field, in both languages (field names as the API names them). */
export function fieldProblem(field: string, en: string, zh: string): FieldError {
  return { field, message: { en, zh } };
}

/** A required text of at most `max` characters: its problem, or none. */
export function textProblems(field: string, value: string, max: number): FieldError[] {
  return value.trim() !== '' && value.length <= max
    ? []
    : [
        fieldProblem(
          field,
          `${field} must be a non-empty text of at most ${max} characters`,
          `${field} 须为不超过 ${max} 个字符的非空文本`,
        ),
      ];
}
