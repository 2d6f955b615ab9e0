// The react-admin list query (ra-data-simple-rest, contract section 9) of GET
// /admin/api/card-code-batches: sort=["created_at","DESC"], range=[0,24] (inclusive), filter={...}
// as JSON strings, all optional. Pure: parses into the repository's request or names the bad fields.
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { FieldError } from '../../../platform/validation/field-errors';
import { BATCH_SORT_FIELDS, type BatchListRequest, type BatchSortField } from '../store/card-code.repository';

/** Rows served per list call at most: a wider range is cut to this many. */
export const MAX_BATCHES_PER_PAGE = 100;
const DEFAULT_RANGE: readonly [number, number] = [0, 24];

export class ListCardCodeBatchesRequestDto {
  @ApiPropertyOptional({
    example: '["created_at","DESC"]',
    description: `[field, "ASC"|"DESC"]; field one of ${BATCH_SORT_FIELDS.join(', ')} (default created_at DESC)`,
  })
  @IsOptional()
  @IsString()
  sort?: string;

  @ApiPropertyOptional({
    example: '[0,24]',
    description: `[first, last] row, inclusive, 0-based (default [0,24]); at most ${MAX_BATCHES_PER_PAGE} rows`,
  })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({
    example: '{"q":"shop A"}',
    description: 'id (one or a list: getMany), created_by (staff id), q (part of the note)',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}

export type ParsedListRequest = { ok: true; request: BatchListRequest } | { ok: false; errors: FieldError[] };

function fieldError(field: string, en: string, zh: string): FieldError {
  return { field, message: { en, zh } };
}

function parseJson(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined || text === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

export function parseListCardCodeBatchesRequest(dto: ListCardCodeBatchesRequestDto): ParsedListRequest {
  const errors: FieldError[] = [];
  let sort: BatchListRequest['sort'] = { field: 'created_at', order: 'DESC' };
  let range = DEFAULT_RANGE;
  const filter: BatchListRequest['filter'] = {};

  const sortValue = parseJson(dto.sort);
  if (sortValue?.value !== undefined) {
    const value = sortValue.value;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      (BATCH_SORT_FIELDS as readonly unknown[]).includes(value[0]) &&
      (value[1] === 'ASC' || value[1] === 'DESC')
    ) {
      sort = { field: value[0] as BatchSortField, order: value[1] };
    } else {
      errors.push(
        fieldError(
          'sort',
          `sort must be [field, "ASC"|"DESC"] with field one of ${BATCH_SORT_FIELDS.join(', ')}`,
          `sort 格式不正确，排序字段可选 ${BATCH_SORT_FIELDS.join(', ')}`,
        ),
      );
    }
  } else if (!sortValue) {
    errors.push(fieldError('sort', 'sort must be JSON', 'sort 必须是 JSON'));
  }

  const rangeValue = parseJson(dto.range);
  if (rangeValue?.value !== undefined) {
    const value = rangeValue.value;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      (value[0] as number) <= (value[1] as number)
    ) {
      range = [value[0] as number, value[1] as number];
    } else {
      errors.push(fieldError('range', 'range must be [first, last] with 0 <= first <= last', 'range 格式不正确'));
    }
  } else if (!rangeValue) {
    errors.push(fieldError('range', 'range must be JSON', 'range 必须是 JSON'));
  }

  const filterValue = parseJson(dto.filter);
  if (filterValue?.value !== undefined) {
    const value = filterValue.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(fieldError('filter', 'filter must be a JSON object', 'filter 必须是 JSON 对象'));
    } else {
      for (const [key, entry] of Object.entries(value)) {
        if (key === 'id' && typeof entry === 'string') filter.ids = [entry];
        else if (key === 'id' && Array.isArray(entry) && entry.every((id) => typeof id === 'string'))
          filter.ids = entry as string[];
        else if (key === 'created_by' && (typeof entry === 'string' || typeof entry === 'number'))
          filter.createdBy = String(entry);
        else if (key === 'q' && typeof entry === 'string') filter.q = entry;
        else
          errors.push(
            fieldError(
              `filter.${key}`,
              `filter.${key} is not supported (id, created_by, q)`,
              `不支持的筛选条件 ${key}（可用 id、created_by、q）`,
            ),
          );
      }
    }
  } else if (!filterValue) {
    errors.push(fieldError('filter', 'filter must be JSON', 'filter 必须是 JSON'));
  }

  if (errors.length > 0) return { ok: false, errors };
  const [first, last] = range;
  return {
    ok: true,
    request: { sort, offset: first, limit: Math.min(last - first + 1, MAX_BATCHES_PER_PAGE), filter },
  };
}
