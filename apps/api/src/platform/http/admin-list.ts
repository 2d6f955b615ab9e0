// The react-admin list query of every GET /admin/api/{resource} (ra-data-simple-rest, contract section
// 9): sort=["field","ASC"|"DESC"], range=[first,last] (inclusive, 0-based), filter={...}, each a JSON
// string and optional; the answer carries `Content-Range: {resource} first-last/total`. A resource
// names its sortable fields and how each filter key is read; anything else is a 400 naming the field.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../errors/domain-error';
import type { FieldError } from '../validation/field-errors';
import { assertSafeInput } from './input-guard';

/** Rows served per list call at most: a wider range is cut to this many. */
export const MAX_ADMIN_PAGE = 100;

export class AdminListRequestDto {
  @ApiPropertyOptional({ example: '["id","ASC"]', description: '[field, "ASC"|"DESC"]' })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({
    example: '[0,24]',
    description: `[first, last] row, inclusive, 0-based; at most ${MAX_ADMIN_PAGE} rows`,
  })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ example: '{"q":"abc"}', description: 'a JSON object of the filters the resource supports' })
  @IsOptional()
  @IsString()
  filter?: string;
}

/** Reads one filter value, or returns undefined when it is not acceptable. */
export type FilterReader<T> = (value: unknown) => T | undefined;

export interface AdminListSpec<Sort extends string, Filter> {
  sortFields: readonly Sort[];
  defaultSort: { field: Sort; order: 'ASC' | 'DESC' };
  filters: { [K in keyof Filter]-?: FilterReader<Filter[K]> };
}

export interface AdminListRequest<Sort extends string, Filter> {
  sort: { field: Sort; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Partial<Filter>;
}

const readInteger: FilterReader<number> = (value) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
};

/** Common filter readers. */
export const readers = {
  string: ((value) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined) as FilterReader<string>,
  /** One id or a list of ids (react-admin's getMany sends a list). */
  ids: ((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? [String(value)]
      : Array.isArray(value) && value.every((id) => typeof id === 'string' || typeof id === 'number')
        ? value.map(String)
        : undefined) as FilterReader<string[]>,
  integer: readInteger,
  /** One of a resource's numeric codes (a status, a change type), as a number or its text. */
  integerOf:
    <T extends number>(values: readonly T[]): FilterReader<T> =>
    (value) => {
      const number = readInteger(value);
      return number !== undefined && (values as readonly number[]).includes(number) ? (number as T) : undefined;
    },
  /** One of a resource's names (a status, a direction), as given. */
  oneOf:
    <T extends string>(values: readonly T[]): FilterReader<T> =>
    (value) =>
      typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined,
  boolean: ((value) =>
    typeof value === 'boolean'
      ? value
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : undefined) as FilterReader<boolean>,
  date: ((value) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined) as FilterReader<Date>,
};

function fieldError(field: string, en: string, zh: string): FieldError {
  return { field, message: { en, zh } };
}

/** The JSON in a query parameter; undefined when it is not JSON; 400 INVALID_INPUT when it holds a NUL or nests too deep. */
function parseJson(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined || text === '') return { value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  assertSafeInput(value);
  return { value };
}

/** Parses the query, or throws 400 VALIDATION_FAILED naming each bad field. */
export function parseAdminList<Sort extends string, Filter>(
  dto: AdminListRequestDto,
  spec: AdminListSpec<Sort, Filter>,
): AdminListRequest<Sort, Filter> {
  const errors: FieldError[] = [];
  let sort = spec.defaultSort;
  let range: [number, number] = [0, 24];
  const filter: Partial<Filter> = {};

  const sortValue = parseJson(dto.sort);
  if (!sortValue) errors.push(fieldError('sort', 'sort must be JSON', 'sort 必须是 JSON'));
  else if (sortValue.value !== undefined) {
    const value = sortValue.value;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      spec.sortFields.includes(value[0] as Sort) &&
      (value[1] === 'ASC' || value[1] === 'DESC')
    ) {
      sort = { field: value[0] as Sort, order: value[1] };
    } else {
      const fields = spec.sortFields.join(', ');
      errors.push(
        fieldError(
          'sort',
          `sort must be [field, "ASC"|"DESC"] with field one of ${fields}`,
          `sort 格式不正确，排序字段可选 ${fields}`,
        ),
      );
    }
  }

  const rangeValue = parseJson(dto.range);
  if (!rangeValue) errors.push(fieldError('range', 'range must be JSON', 'range 必须是 JSON'));
  else if (rangeValue.value !== undefined) {
    const value = rangeValue.value;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      value[0] <= value[1]
    ) {
      range = [value[0] as number, value[1] as number];
    } else {
      errors.push(fieldError('range', 'range must be [first, last] with 0 <= first <= last', 'range 格式不正确'));
    }
  }

  const filterValue = parseJson(dto.filter);
  if (!filterValue) errors.push(fieldError('filter', 'filter must be JSON', 'filter 必须是 JSON'));
  else if (filterValue.value !== undefined) {
    const value = filterValue.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(fieldError('filter', 'filter must be a JSON object', 'filter 必须是 JSON 对象'));
    } else {
      const supported = Object.keys(spec.filters).join(', ');
      for (const [key, entry] of Object.entries(value)) {
        const reader = (spec.filters as Record<string, FilterReader<unknown> | undefined>)[key];
        const read = reader?.(entry);
        if (read === undefined) {
          errors.push(
            fieldError(
              `filter.${key}`,
              reader ? `filter.${key} has an unusable value` : `filter.${key} is not supported (${supported})`,
              reader ? `筛选条件 ${key} 的值无效` : `不支持的筛选条件 ${key}（可用 ${supported}）`,
            ),
          );
        } else {
          (filter as Record<string, unknown>)[key] = read;
        }
      }
    }
  }

  if (errors.length > 0) throw DomainError.invalidFields(errors);
  return { sort, offset: range[0], limit: Math.min(range[1] - range[0] + 1, MAX_ADMIN_PAGE), filter };
}

/** Sets `Content-Range: {resource} first-last/total` for a page of `count` rows from `offset`. */
export function setContentRange(
  reply: FastifyReply,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  reply.header('Content-Range', `${resource} ${offset}-${offset + Math.max(0, count - 1)}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
