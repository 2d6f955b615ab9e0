// A react-admin page of a small configuration table (packages, bonuses, levels, boxes, help articles:
// tens of rows), read whole through its context's query and filtered, sorted and cut here.
import type { AdminListRequest } from './admin-list';

export type SortValue = string | number | bigint | boolean;

export interface InMemoryListOptions<T, Sort extends string, Filter> {
  sortBy: Record<Sort, (row: T) => SortValue>;
  /** Whether a row passes every given filter. */
  matches: (row: T, filter: Partial<Filter>) => boolean;
  /** The row's id (or key): the tie-break of every sort. */
  idOf: (row: T) => SortValue;
}

function compare(a: SortValue, b: SortValue): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function pageInMemory<T, Sort extends string, Filter>(
  rows: readonly T[],
  request: AdminListRequest<Sort, Filter>,
  options: InMemoryListOptions<T, Sort, Filter>,
): { rows: T[]; total: number } {
  const key = options.sortBy[request.sort.field];
  const direction = request.sort.order === 'DESC' ? -1 : 1;
  const matching = rows
    .filter((row) => options.matches(row, request.filter))
    .sort((a, b) => direction * (compare(key(a), key(b)) || compare(options.idOf(a), options.idOf(b))));
  return { rows: matching.slice(request.offset, request.offset + request.limit), total: matching.length };
}

/** Case-insensitive "contains" over some texts (the q filter). */
export function containsText(query: string | undefined, ...texts: string[]): boolean {
  if (query === undefined || query === '') return true;
  const needle = query.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}
