// Reads the rooms read model (rooms.projection.ts): a room's detail, the paged lists, and the roll
// process's due work (rooms past their end time, rooms drawn or cancelled but not settled, rooms whose
// escrow a request left unfinished).
import { Inject, Injectable } from '@nestjs/common';
import type { Language, Paged, RollRoomResponse } from '@lootledger/contracts';
import { formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import type { RoomState } from '../domain/room';
import { rollStatus } from './rooms.projection';

@Injectable()
export class RoomsReader {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async detail(roomId: string, lang: Language): Promise<RollRoomResponse> {
    const { rows } = await this.sql.query<{ doc: RoomState }>(`SELECT doc FROM roll_rooms WHERE id = $1`, [roomId]);
    if (rows.length === 0 || rows[0].doc.phase === 'escrowing') throw new DomainError('ROLL_NOT_FOUND');
    return roomView(rows[0].doc, lang);
  }

  /** status 0: ongoing, soonest end first; 1: ended, latest end first; none: every room (staff). */
  async list(
    filter: { status?: 0 | 1; creatorId?: string },
    paging: { page: number; perPage: number },
    lang: Language,
  ): Promise<Paged<RollRoomResponse>> {
    const where = [`phase <> 'escrowing'`];
    const params: unknown[] = [];
    if (filter.status !== undefined) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.creatorId) {
      params.push(filter.creatorId);
      where.push(`creator_id = $${params.length}`);
    }
    const condition = where.join(' AND ');
    const order = filter.status === 0 ? 'end_time ASC, id' : 'end_time DESC, id';
    const [page, counted] = await Promise.all([
      this.sql.query<{ doc: RoomState }>(
        `SELECT doc FROM roll_rooms WHERE ${condition} ORDER BY ${order}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, paging.perPage, (paging.page - 1) * paging.perPage],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*) AS total FROM roll_rooms WHERE ${condition}`, params),
    ]);
    return {
      data: page.rows.map((row) => roomView(row.doc, lang)),
      total: Number(counted.rows[0].total),
      per_page: paging.perPage,
      current_page: paging.page,
    };
  }

  /** Open rooms whose end time has passed. */
  async dueRooms(now: Date, limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id FROM roll_rooms WHERE phase = 'open' AND end_time <= $1 ORDER BY end_time LIMIT $2`,
      [now.toISOString(), limit],
    );
    return rows.map((row) => row.id);
  }

  /** Rooms drawn or cancelled whose prizes are not all delivered yet. */
  async unsettled(limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id FROM roll_rooms WHERE phase IN ('drawn', 'cancelled') ORDER BY updated_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** Rooms left escrowing since before `before` (a request crashed between the room and the escrow). */
  async escrowingSince(before: Date, limit = 100): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      `SELECT id FROM roll_rooms WHERE phase = 'escrowing' AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
      [before.toISOString(), limit],
    );
    return rows.map((row) => row.id);
  }
}

export function roomView(state: RoomState, lang: Language): RollRoomResponse {
  const winners = new Map(state.winners.map((winner) => [winner.prize, winner.player_id]));
  return {
    id: state.id!,
    name: state.name,
    description: state.description,
    status: rollStatus(state),
    cancelled: state.cancelled,
    house: state.creatorId === null,
    creator_id: state.creatorId,
    has_password: state.passwordHash !== null,
    min_recharge: formatAmount(BigInt(state.minRecharge)),
    recharge_days: state.rechargeDays,
    max_participants: state.maxParticipants,
    subordinates_only: state.subordinatesOnly,
    end_time: state.endTime,
    prizes: state.prizes.map((prize) => ({
      index: prize.index,
      item_id: prize.item_id,
      name: lang === 'zh' ? prize.name_zh : prize.name_en,
      cover: prize.cover,
      bean: formatAmount(BigInt(prize.value)),
      winner_id: winners.get(prize.index) ?? null,
    })),
    participants: state.participants.map((participant) => ({ ...participant })),
    server_seed_hash: state.serverSeedHash,
    server_seed: state.serverSeed,
    client_seed: state.clientSeed,
    draws: state.winners.map(({ storage_id: _storageId, ...draw }) => draw),
  };
}
