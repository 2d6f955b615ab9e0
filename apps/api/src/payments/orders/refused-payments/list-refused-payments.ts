// Public query of payments for the admin console: a page of refused payments (newest first), filtered
// by gateway, reason and order, with the total (react-admin's Content-Range), and its handler reading
// the refused-payments read model.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import type { RefusalReason } from '../domain/refused-payment';

export const REFUSAL_REASONS: readonly RefusalReason[] = ['unknown_order', 'amount_mismatch', 'order_expired'];

export interface RefusedPaymentListRequest {
  offset: number;
  limit: number;
  filter: { gateway?: string; reason?: RefusalReason; orderId?: string };
}

export interface RefusedPaymentView {
  /** "{gateway}-{trade_no}" */
  id: string;
  gateway: string;
  tradeNo: string;
  orderId: string;
  /** Paid at the gateway, hundredths. */
  amount: bigint;
  paidAt: string;
  reason: RefusalReason;
  /** How many reasons it was refused for (a repeat for the same reason counts once). */
  refusals: number;
  firstRefusedAt: string;
}

export class ListRefusedPaymentsQuery extends Query<{ payments: RefusedPaymentView[]; total: number }> {
  constructor(readonly request: RefusedPaymentListRequest) {
    super();
  }
}

interface Row {
  refusal_key: string;
  gateway: string;
  trade_no: string;
  order_id: string;
  amount: string;
  paid_at: Date | string;
  reason: RefusalReason;
  refusals: number;
  first_refused_at: Date | string;
}

@QueryHandler(ListRefusedPaymentsQuery)
export class ListRefusedPaymentsHandler implements IQueryHandler<ListRefusedPaymentsQuery> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ request }: ListRefusedPaymentsQuery): Promise<{ payments: RefusedPaymentView[]; total: number }> {
    const where = `WHERE ($1::text IS NULL OR gateway = $1) AND ($2::text IS NULL OR reason = $2)
        AND ($3::text IS NULL OR order_id = $3)`;
    const params = [request.filter.gateway ?? null, request.filter.reason ?? null, request.filter.orderId ?? null];
    const [{ rows }, counted] = await Promise.all([
      this.sql.query<Row>(
        `SELECT refusal_key, gateway, trade_no, order_id, amount::text AS amount, paid_at, reason, refusals, first_refused_at
           FROM payments_refused_payments ${where}
          ORDER BY first_refused_at DESC, refusal_key DESC LIMIT $4 OFFSET $5`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(
        `SELECT count(*)::text AS total FROM payments_refused_payments ${where}`,
        params,
      ),
    ]);
    return {
      payments: rows.map((row) => ({
        id: row.refusal_key,
        gateway: row.gateway,
        tradeNo: row.trade_no,
        orderId: row.order_id,
        amount: BigInt(row.amount),
        paidAt: new Date(row.paid_at).toISOString(),
        reason: row.reason,
        refusals: Number(row.refusals),
        firstRefusedAt: new Date(row.first_refused_at).toISOString(),
      })),
      total: Number(counted.rows[0].total),
    };
  }
}
