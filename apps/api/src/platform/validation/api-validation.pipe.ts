// The one validation pipe: class-validator over the DTOs (400 VALIDATION_FAILED naming each field),
// unknown fields dropped. Query strings and path parameters arrive as text and are converted to the
// DTO's types (`page=1`); a JSON body is not converted: a field the DTO's @Type would turn into
// another type ("1" or true into a number, 5 into a string) is refused, so a body means what it says.
// Before any of that, each field's JSON shape is checked against the DTO's documented one (a null
// where it is not nullable, an array where a number is documented: field-shapes.ts).
import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';
import { fieldProblem, toFieldErrors, type FieldError } from './field-errors';
import { bodyShapeProblems, queryShapeProblems } from './field-shapes';

const TYPE_NAMES: Record<string, { en: string; zh: string }> = {
  string: { en: 'a string', zh: '字符串' },
  number: { en: 'a number', zh: '数字' },
  boolean: { en: 'a boolean', zh: '布尔值' },
};

/** The fields (dotted paths) whose value the transformation turned from one JSON type into another. */
export function convertedFields(sent: unknown, received: unknown, field = ''): FieldError[] {
  if (sent === undefined || sent === null) return []; // absent: a default or a transform filled it in
  const type = typeof received;
  if (TYPE_NAMES[type]) {
    if (typeof sent === type) return [];
    const name = field || 'body';
    return [fieldProblem(name, `${name} must be ${TYPE_NAMES[type].en}`, `${name} 必须是${TYPE_NAMES[type].zh}`)];
  }
  if (Array.isArray(received)) {
    if (!Array.isArray(sent)) return [];
    return received.flatMap((item, index) => convertedFields(sent[index], item, `${field}[${index}]`));
  }
  if (received === null || type !== 'object' || typeof sent !== 'object' || Array.isArray(sent)) return [];
  return Object.entries(received as object).flatMap(([key, value]) =>
    convertedFields((sent as Record<string, unknown>)[key], value, field ? `${field}.${key}` : key),
  );
}

export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      exceptionFactory: (errors) => DomainError.invalidFields(toFieldErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metatype && (metadata.type === 'body' || metadata.type === 'query')) {
      const shape = metadata.type === 'body' ? bodyShapeProblems(value, metatype) : queryShapeProblems(value, metatype);
      if (shape.length > 0) {
        throw DomainError.invalidFields([...shape, ...(await this.othersProblems(value, metadata, shape))]);
      }
    }
    return this.validated(value, metadata);
  }

  /** class-transformer and class-validator, then the strict-JSON check of the body. */
  private async validated(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const received: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body' && received !== value) {
      const converted = convertedFields(value, received);
      if (converted.length > 0) throw DomainError.invalidFields(converted);
    }
    return received;
  }

  /** The problems of the fields whose shape was right, so that one answer names every bad field. */
  private async othersProblems(value: unknown, metadata: ArgumentMetadata, shape: FieldError[]): Promise<FieldError[]> {
    // Field names may hold dots themselves ("openid.ns"): a problem is a key's when it names the key
    // or something inside it.
    const of = (key: string, field: string) =>
      field === key || field.startsWith(`${key}.`) || field.startsWith(`${key}[`);
    const keys = Object.keys(value as object);
    const misshapen = keys.filter((key) => shape.some((problem) => of(key, problem.field)));
    const rest = Object.fromEntries(Object.entries(value as object).filter(([key]) => !misshapen.includes(key)));
    try {
      await this.validated(rest, metadata);
      return [];
    } catch (error) {
      const others = error instanceof DomainError ? (error.fieldErrors ?? []) : [];
      return others.filter((problem) => !misshapen.some((key) => of(key, problem.field)));
    }
  }
}
