// The conversion reports' table (conversion-reports.migrations.ts): recording what a player reports,
// the forwarder's outbox reads and writes (what is due, sent, failed), and the console's page.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { promotionIdOf, type StoredConversionReport } from './forward-conversion-reports/conversion-report.request';

export const FORWARD_STATUSES = ['disabled', 'pending', 'sent', 'failed'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];
export const CONVERSION_REPORT_SORT_FIELDS = ['created_at', 'id'] as const;
export type ConversionReportSortField = (typeof CONVERSION_REPORT_SORT_FIELDS)[number];

export interface ConversionReportInput {
  readonly logidUrl: string;
  readonly newType: number;
}

/** One report with its forwarding state, as staff see it. */
export interface ConversionReportView extends StoredConversionReport {
  readonly status: ForwardStatus;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly forwardedAt: Date | null;
}

export interface ConversionReportListRequest {
  sort: { field: ConversionReportSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: { status?: ForwardStatus; playerId?: string; ids?: readonly string[] };
}

interface ReportRow {
  id: string;
  player_id: string;
  order_id: string | null;
  promotion_id: string | null;
  logid_url: string;
  new_type: number;
  received_at: Date | string;
  forward_status: ForwardStatus;
  forward_attempts: number;
  forward_last_error: string | null;
  forward_next_at: Date | string | null;
  forwarded_at: Date | string | null;
}

const COLUMNS = `id::text AS id, player_id, order_id, promotion_id, logid_url, new_type, received_at, forward_status,
  forward_attempts, forward_last_error, forward_next_at, forwarded_at`;

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function viewOf(row: ReportRow): ConversionReportView {
  return {
    id: row.id,
    playerId: row.player_id,
    orderId: row.order_id,
    promotionId: row.promotion_id,
    logidUrl: row.logid_url,
    newType: Number(row.new_type),
    receivedAt: new Date(row.received_at),
    attempts: Number(row.forward_attempts),
    status: row.forward_status,
    lastError: row.forward_last_error,
    nextAttemptAt: dateOf(row.forward_next_at),
    forwardedAt: dateOf(row.forwarded_at),
  };
}

@Injectable()
export class ConversionReportStore {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /**
   * Keeps the reports a player sent, each with the player's first paid order (when there is one)
   * and the promotion id of its URL: pending (due at once) when forwarding is on, else disabled. A
   * report the player already sent (same URL and type) is not kept twice. Returns how many were new.
   */
  async record(playerId: string, reports: readonly ConversionReportInput[], forwarding: boolean): Promise<number> {
    const result = await this.sql.query(
      `INSERT INTO payments_conversion_reports
         (player_id, logid_url, new_type, promotion_id, order_id, forward_status, forward_next_at)
       SELECT $1, x.u, x.t, x.p,
         (SELECT o.order_id FROM payments_orders o WHERE o.player_id = $1 AND o.paid
           ORDER BY o.paid_at NULLS LAST, o.created_at, o.order_id LIMIT 1),
         $5, CASE WHEN $5 = 'pending' THEN now() END
       FROM (SELECT DISTINCT u, t, p FROM unnest($2::text[], $3::int4[], $4::text[]) AS r(u, t, p)) AS x
       WHERE NOT EXISTS (SELECT 1 FROM payments_conversion_reports c
                         WHERE c.player_id = $1 AND c.logid_url = x.u AND c.new_type = x.t)`,
      [
        playerId,
        reports.map((report) => report.logidUrl),
        reports.map((report) => report.newType),
        reports.map((report) => promotionIdOf(report.logidUrl)),
        forwarding ? 'pending' : 'disabled',
      ],
    );
    return result.rowCount;
  }

  /** The pending reports due at `now`, oldest due first. */
  async due(now: Date, limit: number): Promise<StoredConversionReport[]> {
    const { rows } = await this.sql.query<ReportRow>(
      `SELECT ${COLUMNS} FROM payments_conversion_reports
        WHERE forward_status = 'pending' AND forward_next_at <= $1
        ORDER BY forward_next_at, id LIMIT $2`,
      [now.toISOString(), limit],
    );
    return rows.map(viewOf);
  }

  /** The endpoint took the report (attempts: with this one). */
  async markSent(id: string, attempts: number, now: Date): Promise<void> {
    await this.sql.query(
      `UPDATE payments_conversion_reports
          SET forward_status = 'sent', forward_attempts = $2, forwarded_at = $3, forward_next_at = NULL
        WHERE id = $1::bigint AND forward_status = 'pending'`,
      [id, attempts, now.toISOString()],
    );
  }

  /** An attempt failed: due again at `nextAt`, or failed for good when `nextAt` is null. */
  async markAttemptFailed(id: string, attempts: number, error: string, nextAt: Date | null): Promise<void> {
    await this.sql.query(
      `UPDATE payments_conversion_reports
          SET forward_status = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
              forward_attempts = $2, forward_last_error = $3, forward_next_at = $4
        WHERE id = $1::bigint AND forward_status = 'pending'`,
      [id, attempts, error, nextAt?.toISOString() ?? null],
    );
  }

  async list(request: ConversionReportListRequest): Promise<{ reports: ConversionReportView[]; total: number }> {
    const { filter, sort } = request;
    const where = `WHERE ($1::text IS NULL OR forward_status = $1) AND ($2::text IS NULL OR player_id = $2)
        AND ($3::text[] IS NULL OR id::text = ANY($3::text[]))`;
    const params = [filter.status ?? null, filter.playerId ?? null, filter.ids ? [...filter.ids] : null];
    const column = sort.field === 'id' ? 'id' : 'received_at';
    const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const [{ rows }, counted] = await Promise.all([
      this.sql.query<ReportRow>(
        `SELECT ${COLUMNS} FROM payments_conversion_reports ${where}
          ORDER BY ${column} ${direction}, id ${direction} LIMIT $4 OFFSET $5`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(
        `SELECT count(*)::text AS total FROM payments_conversion_reports ${where}`,
        params,
      ),
    ]);
    return { reports: rows.map(viewOf), total: Number(counted.rows[0].total) };
  }
}
