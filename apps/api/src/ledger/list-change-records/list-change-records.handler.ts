// Reads the change records read model (its stream key) and, for the page only, the coin events'
// actor and counter-account from the log (by event id, the log's unique key).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChangeDirection, ChangeType } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { playerStreamId } from '../domain/player-account.events';
import { ListChangeRecordsQuery, type ChangeRecordsPage } from './list-change-records.query';
import { SqlConditions } from '../../platform/database/sql-list';

interface Row {
  id: string;
  player_id: string;
  stream_version: number;
  created_at: Date | string;
  type: number;
  change_type: number;
  bean: string;
  final_bean: string;
  reference: string;
  counter_account: string | null;
  actor: unknown;
}

function actorOf(value: unknown): { type: string; id: string } | null {
  const actor = (typeof value === 'string' ? JSON.parse(value) : value) as { type?: unknown; id?: unknown } | null;
  return actor && typeof actor.type === 'string' && typeof actor.id === 'string'
    ? { type: actor.type, id: actor.id }
    : null;
}

@QueryHandler(ListChangeRecordsQuery)
export class ListChangeRecordsHandler implements IQueryHandler<ListChangeRecordsQuery, ChangeRecordsPage> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListChangeRecordsQuery): Promise<ChangeRecordsPage> {
    const { filter } = request;
    const conditions = new SqlConditions('c.stream_id = $1', [playerStreamId(filter.playerId)])
      .add(filter.changeType, (type) => `c.change_type = ${type}`)
      .add(filter.direction, (direction) => `c.type = ${direction}`)
      .add(filter.reference, (reference) => `c.reference = ${reference}`)
      .add(filter.from?.toISOString(), (from) => `c.created_at >= ${from}`)
      // Inclusive to the millisecond shown (the column keeps microseconds).
      .add(filter.to?.toISOString(), (to) => `c.created_at < ${to}::timestamptz + interval '1 millisecond'`);
    const { where, params } = conditions;
    const order = request.order === 'ASC' ? 'ASC' : 'DESC';
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM ledger_change_records c ${where}`, [
        ...params,
      ]),
      this.sql.query<Row>(
        `SELECT c.id::text AS id, c.player_id, c.stream_version, c.created_at, c.type, c.change_type,
                c.bean::text AS bean, c.final_bean::text AS final_bean, c.reference,
                e.data->>'counter_account' AS counter_account, e.metadata->'actor' AS actor
           FROM (SELECT * FROM ledger_change_records c ${where}
                  ORDER BY c.stream_version ${order} ${conditions.limitOffset}) c
           LEFT JOIN events e ON e.event_id = c.id
          ORDER BY c.stream_version ${order}`,
        [...params, request.limit, request.offset],
      ),
    ]);
    return {
      total: Number(counted.rows[0].total),
      records: page.rows.map((row) => ({
        id: row.id,
        playerId: row.player_id,
        version: Number(row.stream_version),
        createdAt: new Date(row.created_at).toISOString(),
        direction: Number(row.type) as ChangeDirection,
        changeType: Number(row.change_type) as ChangeType,
        amount: BigInt(row.bean),
        balanceAfter: BigInt(row.final_bean),
        reference: row.reference,
        counterAccount: row.counter_account,
        actor: actorOf(row.actor),
      })),
    };
  }
}
