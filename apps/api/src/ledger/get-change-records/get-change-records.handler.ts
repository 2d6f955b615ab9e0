// Reads the change records read model (projected inline with every append: reads its own writes).
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  CHANGE_DIRECTION_NAMES,
  CHANGE_TYPE_NAMES,
  formatAmount,
  type ChangeDirection,
  type ChangeRecordView,
  type ChangeType,
  type Paged,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { playerStreamId } from '../domain/player-account.events';
import { GetChangeRecordsQuery } from './get-change-records.query';

interface ChangeRecordRow {
  id: string;
  created_at: Date | string;
  type: number;
  change_type: number;
  bean: string;
  final_bean: string;
}

@QueryHandler(GetChangeRecordsQuery)
export class GetChangeRecordsHandler implements IQueryHandler<GetChangeRecordsQuery, Paged<ChangeRecordView>> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute(query: GetChangeRecordsQuery): Promise<Paged<ChangeRecordView>> {
    // The stream id is the table's key: both queries walk the primary key / type index.
    const params: unknown[] = [playerStreamId(query.playerId)];
    let filter = '';
    if (query.changeTypes !== undefined) {
      params.push(query.changeTypes);
      filter += ` AND change_type = ANY($${params.length}::int2[])`;
    }
    if (query.reference !== undefined) {
      params.push(query.reference);
      filter += ` AND reference = $${params.length}`;
    }
    const [counted, page] = await Promise.all([
      this.sql.query<{ total: string }>(
        `SELECT count(*)::text AS total FROM ledger_change_records WHERE stream_id = $1${filter}`,
        params,
      ),
      this.sql.query<ChangeRecordRow>(
        `SELECT id::text AS id, created_at, type, change_type, bean::text AS bean, final_bean::text AS final_bean
           FROM ledger_change_records WHERE stream_id = $1${filter}
          ORDER BY stream_version DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.perPage, (query.page - 1) * query.perPage],
      ),
    ]);
    return {
      data: page.rows.map((row) => {
        const type = Number(row.type) as ChangeDirection;
        const changeType = Number(row.change_type) as ChangeType;
        return {
          id: row.id,
          created_at: new Date(row.created_at).toISOString(),
          type,
          type_alias: CHANGE_DIRECTION_NAMES[type]?.[query.lang] ?? '',
          change_type: changeType,
          change_type_alias: CHANGE_TYPE_NAMES[changeType]?.[query.lang] ?? '',
          bean: formatAmount(BigInt(row.bean)),
          final_bean: formatAmount(BigInt(row.final_bean)),
        };
      }),
      total: Number(counted.rows[0].total),
      per_page: query.perPage,
      current_page: query.page,
    };
  }
}
