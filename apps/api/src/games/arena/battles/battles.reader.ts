// Reads the battles read model (battles.projection.ts): a battle's detail, the lists (open battles,
// history, a player's battles), and the process's due work (battles waiting too long, reservations
// left pending).
import { Inject, Injectable } from '@nestjs/common';
import type { BattleResponse, Language, Paged } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import type { BattleState } from '../domain/battle';
import { battleView } from './battle.view';

interface BattleRow {
  doc: BattleState;
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
}

export interface BattleListFilter {
  /** Contract statuses; none: waiting and in progress. */
  statuses?: readonly number[];
  playerId?: string;
  mode?: string;
  seats?: number;
}

@Injectable()
export class BattlesReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async detail(battleId: string, lang: Language): Promise<BattleResponse> {
    const { rows } = await this.sql.query<BattleRow>(
      `SELECT doc, created_at, updated_at, ended_at FROM games_battles WHERE id = $1`,
      [battleId],
    );
    if (rows.length === 0) throw new DomainError('BATTLE_NOT_FOUND');
    return toView(rows[0], lang, true);
  }

  async list(
    filter: BattleListFilter,
    paging: { page: number; perPage: number },
    lang: Language,
  ): Promise<Paged<BattleResponse>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const statuses = filter.statuses && filter.statuses.length > 0 ? filter.statuses : [0, 1];
    params.push(statuses);
    where.push(`status = ANY($${params.length}::int2[])`);
    if (filter.playerId) {
      params.push([filter.playerId]);
      where.push(`player_ids @> $${params.length}::text[]`);
    }
    if (filter.mode) {
      params.push(filter.mode);
      where.push(`mode = $${params.length}`);
    }
    if (filter.seats) {
      params.push(filter.seats);
      where.push(`seats_total = $${params.length}`);
    }
    const condition = where.join(' AND ');
    const order = statuses.every((status) => status >= 2) ? 'ended_at DESC NULLS LAST, id' : 'created_at DESC, id';
    const [page, counted] = await Promise.all([
      this.sql.query<BattleRow>(
        `SELECT doc, created_at, updated_at, ended_at FROM games_battles WHERE ${condition}
         ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, paging.perPage, (paging.page - 1) * paging.perPage],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*) AS total FROM games_battles WHERE ${condition}`, params),
    ]);
    return {
      data: page.rows.map((row) => toView(row, lang, false)),
      total: Number(counted.rows[0].total),
      per_page: paging.perPage,
      current_page: paging.page,
    };
  }

  /** Battles still waiting that were created before `before`. */
  async waitingSince(before: Date, limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id FROM games_battles WHERE status = 0 AND created_at < $1 ORDER BY created_at LIMIT $2`,
      [before.toISOString(), limit],
    );
    return rows.map((row) => row.id);
  }

  /** Reservations still pending that were made before `before`: [battle id, reservation id]. */
  async pendingReservationsSince(before: Date, limit = 100): Promise<[string, string][]> {
    const { rows } = await this.sql.query<BattleRow & { id: string }>(
      `SELECT id, doc, created_at, updated_at, ended_at FROM games_battles WHERE pending_reservations > 0 ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.flatMap((row) =>
      Object.entries(row.doc.reservations)
        .filter(([, reservation]) => reservation.status === 'pending' && new Date(reservation.at) < before)
        .map(([reservationId]) => [row.id, reservationId] as [string, string]),
    );
  }

  /** Battles whose seats are all taken but that have not ended (a crash between the steps). */
  async unfinishedSince(before: Date, limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id FROM games_battles
        WHERE updated_at < $2 AND (status = 1 OR (status = 0 AND pending_reservations = 0
          AND jsonb_array_length(doc->'seats') = seats_total
          AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(doc->'seats') AS s WHERE s = 'null'::jsonb OR s->>'status' <> 'taken')))
        ORDER BY updated_at LIMIT $1`,
      [limit, before.toISOString()],
    );
    return rows.map((row) => row.id);
  }
}

/**
 * When a battle's show starts: its rounds are drawn and it is settled in one go, so the draw's time
 * while it settles (its latest change then is BattleStarted) and the settlement's once it ended
 * (the same moment but for milliseconds; later only when the process finished it after a crash).
 */
function showStart(row: BattleRow): string | null {
  if (row.ended_at && row.doc.phase === 'ended') return new Date(row.ended_at).toISOString();
  return row.doc.phase === 'in_progress' ? new Date(row.updated_at).toISOString() : null;
}

function toView(row: BattleRow, lang: Language, rounds: boolean): BattleResponse {
  return battleView(
    row.doc,
    lang,
    {
      createdAt: new Date(row.created_at).toISOString(),
      startedAt: showStart(row),
      endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    },
    { rounds },
  );
}
