import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ListBillsQuery, type StaffBillPage } from './list-bills.query';
import { BILL_COLUMNS, BILLS_WITH_SCHEDULE, toStaffBillView, type BillRow } from './staff-bill.row';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(ListBillsQuery)
export class ListBillsHandler implements IQueryHandler<ListBillsQuery, StaffBillPage> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListBillsQuery): Promise<StaffBillPage> {
    const { filter, sort } = request;
    const where = `WHERE ($1::int IS NULL OR status = $1) AND ($2::boolean IS NULL OR awaiting_approval = $2)
        AND ($3::text IS NULL OR player_id = $3)
        AND ($4::timestamptz IS NULL OR b.created_at >= $4) AND ($5::timestamptz IS NULL OR b.created_at < $5)
        AND ($6::uuid[] IS NULL OR bill_id = ANY($6::uuid[]))`;
    const params = [
      filter.status ?? null,
      filter.awaitingApproval ?? null,
      filter.playerId ?? null,
      filter.from?.toISOString() ?? null,
      filter.to?.toISOString() ?? null,
      // Ids that are not uuids name no bill.
      filter.ids ? filter.ids.filter((id) => UUID.test(id)) : null,
    ];
    const column = { created_at: 'b.created_at', updated_at: 'b.updated_at', status: 'b.status' }[sort.field];
    const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const [{ rows }, counted] = await Promise.all([
      this.sql.query<BillRow>(
        `SELECT ${BILL_COLUMNS} FROM ${BILLS_WITH_SCHEDULE} ${where}
          ORDER BY ${column} ${direction}, b.bill_id ${direction} LIMIT $7 OFFSET $8`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*)::text AS total FROM delivery_bills b ${where}`, params),
    ]);
    return { bills: rows.map(toStaffBillView), total: Number(counted.rows[0].total) };
  }
}
