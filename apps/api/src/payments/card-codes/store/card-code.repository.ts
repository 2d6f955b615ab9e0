// The card-code tables: batches written once with their hashed codes, the atomic claim of a code, the
// credited mark, the owed claims the recovery loop pays, and the batch list with its usage counts.
// Time comparisons use the database clock (now()), the one clock every API process shares.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';

export interface NewCardCodeBatch {
  id: string;
  /** Hundredths credited per code. */
  value: bigint;
  expiresAt: Date;
  note: string | null;
  createdBy: string;
  createdAt: Date;
  codes: readonly { id: string; hash: string }[];
}

export interface CardCodeBatchRow {
  id: string;
  value: bigint;
  count: number;
  expiresAt: Date;
  note: string | null;
  createdBy: string;
  createdAt: Date;
}

export interface CardCodeBatchUsage {
  issued: number;
  redeemed: number;
  /** Never redeemed and past the expiry. */
  expired: number;
  /** Neither redeemed nor expired. */
  available: number;
  /** Claimed by a player, credit still being paid (the recovery loop finishes it). */
  awaitingCredit: number;
  /** Hundredths over the redeemed codes. */
  redeemedValue: bigint;
}

/** A code a player has claimed: the credit it owes. */
export interface ClaimedCardCode {
  codeId: string;
  playerId: string;
  value: bigint;
}

export type ClaimOutcome =
  { kind: 'claimed'; claim: ClaimedCardCode } | { kind: 'unknown' } | { kind: 'used' } | { kind: 'expired' };

export const BATCH_SORT_FIELDS = ['id', 'created_at', 'expires_at', 'bean', 'count'] as const;
export type BatchSortField = (typeof BATCH_SORT_FIELDS)[number];

const SORT_COLUMN: Record<BatchSortField, string> = {
  id: 'id',
  created_at: 'created_at',
  expires_at: 'expires_at',
  bean: 'value',
  count: 'code_count',
};

export interface BatchListFilter {
  ids?: readonly string[];
  createdBy?: string;
  /** Part of the note, any case. */
  q?: string;
}

export interface BatchListRequest {
  sort: { field: BatchSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: BatchListFilter;
}

interface BatchSqlRow {
  id: string;
  value: string;
  code_count: number | string;
  expires_at: unknown;
  note: string | null;
  created_by: string;
  created_at: unknown;
}

const BATCH_COLUMNS = `id, value::text AS value, code_count, expires_at, note, created_by, created_at`;

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function toBatch(row: BatchSqlRow): CardCodeBatchRow {
  return {
    id: row.id,
    value: BigInt(row.value),
    count: Number(row.code_count),
    expiresAt: toDate(row.expires_at),
    note: row.note,
    createdBy: row.created_by,
    createdAt: toDate(row.created_at),
  };
}

@Injectable()
export class CardCodeRepository {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** The batch and all its codes in one transaction: a batch exists with every code or not at all. */
  /** `inTransaction` runs inside the insert's transaction (the staff audit entry of the batch). */
  async insertBatch(batch: NewCardCodeBatch, inTransaction?: (tx: SqlExecutor) => Promise<void>): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO payments_card_code_batches (id, value, code_count, expires_at, note, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          batch.id,
          batch.value.toString(),
          batch.codes.length,
          batch.expiresAt,
          batch.note,
          batch.createdBy,
          batch.createdAt,
        ],
      );
      await tx.query(
        `INSERT INTO payments_card_codes (id, batch_id, code_hash, value, expires_at)
         SELECT code_id, $3, code_hash, $4, $5 FROM unnest($1::text[], $2::text[]) AS c (code_id, code_hash)`,
        [
          batch.codes.map((code) => code.id),
          batch.codes.map((code) => code.hash),
          batch.id,
          batch.value.toString(),
          batch.expiresAt,
        ],
      );
      await inTransaction?.(tx);
    });
  }

  /**
   * Claims a code for a player in one conditional UPDATE: of any number of concurrent claims (in any
   * number of processes) exactly one matches `redeemed_by IS NULL`. A refused claim says why.
   */
  /** A code that can still be claimed (null: unknown, used or expired), to decide on before claiming it. */
  async claimable(codeHash: string): Promise<{ codeId: string; value: bigint } | null> {
    const { rows } = await this.sql.query<{ id: string; value: string }>(
      `SELECT id, value::text AS value FROM payments_card_codes
        WHERE code_hash = $1 AND redeemed_by IS NULL AND expires_at > now()`,
      [codeHash],
    );
    return rows[0] ? { codeId: rows[0].id, value: BigInt(rows[0].value) } : null;
  }

  async claim(codeHash: string, playerId: string): Promise<ClaimOutcome> {
    const { rows } = await this.sql.query<{ id: string; value: string }>(
      `UPDATE payments_card_codes SET redeemed_by = $2, redeemed_at = now()
        WHERE code_hash = $1 AND redeemed_by IS NULL AND expires_at > now()
        RETURNING id, value::text AS value`,
      [codeHash, playerId],
    );
    if (rows[0]) return { kind: 'claimed', claim: { codeId: rows[0].id, playerId, value: BigInt(rows[0].value) } };
    const refused = await this.sql.query<{ redeemed: boolean }>(
      `SELECT redeemed_by IS NOT NULL AS redeemed FROM payments_card_codes WHERE code_hash = $1`,
      [codeHash],
    );
    const code = refused.rows[0];
    if (!code) return { kind: 'unknown' };
    return code.redeemed ? { kind: 'used' } : { kind: 'expired' };
  }

  /** Gives a claimed code back (its credit was refused: the player is excluded); a credited code stays. */
  async release(codeId: string, playerId: string): Promise<void> {
    await this.sql.query(
      `UPDATE payments_card_codes SET redeemed_by = NULL, redeemed_at = NULL
        WHERE id = $1 AND redeemed_by = $2 AND credited_at IS NULL`,
      [codeId, playerId],
    );
  }

  async markCredited(codeId: string): Promise<void> {
    await this.sql.query(`UPDATE payments_card_codes SET credited_at = now() WHERE id = $1 AND credited_at IS NULL`, [
      codeId,
    ]);
  }

  /** Claims older than `graceSeconds` whose credit is not marked: the oldest first. */
  async owedClaims(graceSeconds: number, limit: number): Promise<ClaimedCardCode[]> {
    const { rows } = await this.sql.query<{ id: string; redeemed_by: string; value: string }>(
      `SELECT id, redeemed_by, value::text AS value FROM payments_card_codes
        WHERE redeemed_by IS NOT NULL AND credited_at IS NULL
          AND redeemed_at <= now() - make_interval(secs => $1::double precision)
        ORDER BY redeemed_at LIMIT $2`,
      [graceSeconds, limit],
    );
    return rows.map((row) => ({ codeId: row.id, playerId: row.redeemed_by, value: BigInt(row.value) }));
  }

  async findBatch(id: string): Promise<CardCodeBatchRow | undefined> {
    const { rows } = await this.sql.query<BatchSqlRow>(
      `SELECT ${BATCH_COLUMNS} FROM payments_card_code_batches WHERE id = $1`,
      [id],
    );
    return rows[0] ? toBatch(rows[0]) : undefined;
  }

  async listBatches(request: BatchListRequest): Promise<{ rows: CardCodeBatchRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const { ids, createdBy, q } = request.filter;
    if (ids) {
      params.push([...ids]);
      where.push(`id = ANY($${params.length}::text[])`);
    }
    if (createdBy !== undefined) {
      params.push(createdBy);
      where.push(`created_by = $${params.length}`);
    }
    if (q !== undefined && q !== '') {
      params.push(q);
      where.push(`position(lower($${params.length}) in lower(coalesce(note, ''))) > 0`);
    }
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.sql.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM payments_card_code_batches ${condition}`,
      params,
    );
    const order = `${SORT_COLUMN[request.sort.field]} ${request.sort.order}, id ${request.sort.order}`;
    const { rows } = await this.sql.query<BatchSqlRow>(
      `SELECT ${BATCH_COLUMNS} FROM payments_card_code_batches ${condition}
        ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, request.limit, request.offset],
    );
    return { rows: rows.map(toBatch), total: Number(total.rows[0].n) };
  }

  /** Usage of each batch, by batch id (batches without codes are absent). */
  async usageOf(batchIds: readonly string[]): Promise<Map<string, CardCodeBatchUsage>> {
    if (batchIds.length === 0) return new Map();
    const { rows } = await this.sql.query<{
      batch_id: string;
      issued: unknown;
      redeemed: unknown;
      expired: unknown;
      awaiting_credit: unknown;
      redeemed_value: string;
    }>(
      `SELECT batch_id,
              count(*) AS issued,
              count(*) FILTER (WHERE redeemed_by IS NOT NULL) AS redeemed,
              count(*) FILTER (WHERE redeemed_by IS NULL AND expires_at <= now()) AS expired,
              count(*) FILTER (WHERE redeemed_by IS NOT NULL AND credited_at IS NULL) AS awaiting_credit,
              coalesce(sum(value) FILTER (WHERE redeemed_by IS NOT NULL), 0)::text AS redeemed_value
         FROM payments_card_codes WHERE batch_id = ANY($1::text[]) GROUP BY batch_id`,
      [[...batchIds]],
    );
    return new Map(
      rows.map((row) => {
        const issued = Number(row.issued);
        const redeemed = Number(row.redeemed);
        const expired = Number(row.expired);
        return [
          row.batch_id,
          {
            issued,
            redeemed,
            expired,
            available: issued - redeemed - expired,
            awaitingCredit: Number(row.awaiting_credit),
            redeemedValue: BigInt(row.redeemed_value),
          },
        ];
      }),
    );
  }
}
