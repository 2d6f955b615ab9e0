// The shape of every filtered list a context reads from its own tables (the console's lists): the
// conditions, each on one numbered parameter, and the page with the total count of what matches.
import type { SqlClient } from '@lootledger/event-store';

export class SqlConditions {
  readonly params: unknown[];
  private readonly parts: string[] = [];

  /** Conditions that always hold, on the first parameters: new SqlConditions('player_id = $1', [id]). */
  constructor(fixed?: string, params: unknown[] = []) {
    this.params = [...params];
    if (fixed) this.parts.push(fixed);
  }

  /** Adds the condition on `value` (given its placeholder, "$3") unless the value is undefined. */
  add(value: unknown, condition: (placeholder: string) => string): this {
    if (value === undefined) return this;
    this.params.push(value);
    this.parts.push(condition(`$${this.params.length}`));
    return this;
  }

  /** "WHERE a AND b", or nothing. */
  get where(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(' AND ')}` : '';
  }

  /** The placeholders of the page's LIMIT and OFFSET, after the conditions' parameters. */
  get limitOffset(): string {
    return `LIMIT $${this.params.length + 1}::integer OFFSET $${this.params.length + 2}::integer`;
  }
}

export interface PageQuery {
  select: string;
  /** The FROM clause's body: "staff", "admin_coin_adjustments a". */
  from: string;
  conditions: SqlConditions;
  orderBy: string;
  limit: number;
  offset: number;
}

/** The page of rows and how many match in all (two statements, side by side). */
export async function selectPage<Row>(sql: SqlClient, query: PageQuery): Promise<{ rows: Row[]; total: number }> {
  const { conditions } = query;
  const [counted, page] = await Promise.all([
    sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM ${query.from} ${conditions.where}`, [
      ...conditions.params,
    ]),
    sql.query<Row>(
      `SELECT ${query.select} FROM ${query.from} ${conditions.where} ORDER BY ${query.orderBy} ${conditions.limitOffset}`,
      [...conditions.params, query.limit, query.offset],
    ),
  ]);
  return { rows: page.rows, total: Number(counted.rows[0].total) };
}
