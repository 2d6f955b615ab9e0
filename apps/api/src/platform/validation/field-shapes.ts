// The JSON shape of each field of a request, checked against what the OpenAPI document says of it
// (the DTO's @ApiProperty) before class-transformer and class-validator see the value. A null where
// the document does not say `nullable` is refused (class-validator's @IsOptional lets null through
// as if the field were absent: {"days": null} reached the handler as a given value); so is a value of
// another JSON type than the documented one (an array where a number is documented made
// class-transformer throw). Both are 400 VALIDATION_FAILED naming the field, never a 5xx.
import { DECORATORS } from '@nestjs/swagger';
import { fieldProblem, type FieldError } from './field-errors';

interface DocumentedProperty {
  type?: unknown;
  isArray?: boolean;
  nullable?: boolean;
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object';

const KIND_NAMES: Record<Kind, { en: string; zh: string }> = {
  string: { en: 'a string', zh: '字符串' },
  number: { en: 'a number', zh: '数字' },
  boolean: { en: 'a boolean', zh: '布尔值' },
  array: { en: 'a list', zh: '数组' },
  object: { en: 'an object', zh: '对象' },
};

const SCALARS = new Map<unknown, Kind>([
  [String, 'string'],
  ['string', 'string'],
  [Number, 'number'],
  ['number', 'number'],
  ['integer', 'number'],
  [Boolean, 'boolean'],
  ['boolean', 'boolean'],
]);

type Constructor = abstract new (...args: never[]) => unknown;

function documentedProperties(type: Constructor): Map<string, DocumentedProperty> {
  if (typeof type.prototype !== 'object' || type.prototype === null) return new Map();
  const names = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, type.prototype) ?? []) as string[];
  return new Map(
    names.map((name) => {
      const key = name.replace(/^:/, '');
      const property = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, type.prototype, key) ??
        {}) as DocumentedProperty;
      return [key, property];
    }),
  );
}

/** A documented DTO class (another request shape nested in this one). */
function isDocumentedClass(type: unknown): type is Constructor {
  return typeof type === 'function' && !SCALARS.has(type) && documentedProperties(type as Constructor).size > 0;
}

function kindOf(value: unknown): Kind | 'null' | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object' ? type : 'other';
}

function wrongKind(field: string, kind: Kind): FieldError {
  return fieldProblem(field, `${field} must be ${KIND_NAMES[kind].en}`, `${field} 必须是${KIND_NAMES[kind].zh}`);
}

/**
 * The fields of a JSON body whose value has another shape than the DTO documents (dotted paths;
 * nested documented DTOs are walked). Undocumented fields are left to the whitelist, which drops them.
 */
export function bodyShapeProblems(body: unknown, type: Constructor, parent = ''): FieldError[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const problems: FieldError[] = [];
  for (const [name, property] of documentedProperties(type)) {
    if (!Object.prototype.hasOwnProperty.call(body, name)) continue;
    const field = parent ? `${parent}.${name}` : name;
    problems.push(...valueProblems((body as Record<string, unknown>)[name], property, field));
  }
  return problems;
}

function valueProblems(value: unknown, property: DocumentedProperty, field: string): FieldError[] {
  const kind = kindOf(value);
  if (kind === 'null') {
    return property.nullable ? [] : [fieldProblem(field, `${field} must not be null`, `${field} 不能为 null`)];
  }
  const listed = property.isArray === true || property.type === Array || property.type === 'array';
  if (listed) {
    if (kind !== 'array') return [wrongKind(field, 'array')];
    if (!property.type || property.type === Array || property.type === 'array') return [];
    const item: DocumentedProperty = { type: property.type };
    return (value as unknown[]).flatMap((element, index) => valueProblems(element, item, `${field}.${index}`));
  }
  const scalar = SCALARS.get(property.type);
  if (scalar) return kind === scalar ? [] : [wrongKind(field, scalar)];
  if (isDocumentedClass(property.type)) {
    return kind === 'object' ? bodyShapeProblems(value, property.type, field) : [wrongKind(field, 'object')];
  }
  return [];
}

/**
 * The query parameters given more than once (an array) that the DTO documents as one value: a
 * repeated `?status=1&status=2` is not one status.
 */
export function queryShapeProblems(query: unknown, type: Constructor): FieldError[] {
  if (query === null || typeof query !== 'object') return [];
  const problems: FieldError[] = [];
  for (const [name, property] of documentedProperties(type)) {
    const value = (query as Record<string, unknown>)[name];
    const listed = property.isArray === true || property.type === Array || property.type === 'array';
    if (Array.isArray(value) && !listed) {
      problems.push(fieldProblem(name, `${name} must be given once`, `${name} 只能填写一次`));
    }
  }
  return problems;
}
