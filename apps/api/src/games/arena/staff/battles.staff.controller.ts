// /admin/api/battles: every battle for staff (react-admin list and show) with what each seat paid,
// got back and took home, and the battle's raw events.
import { Get, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount, type BattleResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { DomainError } from '../../../platform/errors/domain-error';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../../staff';
import { BattleTable } from '../battles/battle-table';
import { BattleDto } from '../battles/battle.dto';
import { battleView } from '../battles/battle.view';
import type { BattleState } from '../domain/battle';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './arena.staff-resources';

const SORT_FIELDS = ['created_at', 'ended_at', 'price', 'status'] as const;

export class StaffBattleRowDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: '0 waiting, 1 in progress, 2 ended, 3 cancelled' }) status!: number;
  @ApiProperty() mode!: string;
  @ApiProperty() seats_total!: number;
  @ApiProperty({ example: '12.00' }) price!: string;
  @ApiProperty() creator_id!: string;
  @ApiProperty({ type: [String] }) player_ids!: string[];
  @ApiProperty({ type: [Number] }) winners!: number[];
  @ApiProperty() created_at!: string;
  @ApiProperty({ nullable: true, type: String }) ended_at!: string | null;
}

export class StaffBattleReservationDto {
  @ApiProperty() reservation_id!: string;
  @ApiProperty() seat!: number;
  @ApiProperty() player_id!: string;
  @ApiProperty({ description: 'pending, taken, released or left (its player left before the start, refunded)' })
  status!: string;
  @ApiProperty() at!: string;
}

export class StaffBattleDto extends BattleDto {
  @ApiProperty({ nullable: true, type: String, description: 'creator, timeout or unpaid' }) cancel_reason!:
    string | null;
  @ApiProperty({ type: [StaffBattleReservationDto] }) reservations!: StaffBattleReservationDto[];
}

export class StaffBattleEventDto {
  @ApiProperty() id!: string;
  @ApiProperty() stream_version!: number;
  @ApiProperty() type!: string;
  @ApiProperty({ type: Object }) data!: unknown;
  @ApiProperty({ type: Object }) metadata!: unknown;
  @ApiProperty() created_at!: string;
}

@StaffController('battles')
export class BattlesStaffController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly table: BattleTable,
  ) {}

  @Get()
  @StaffEndpoint('list', 'battles', {
    summary: 'Battles, newest first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), status (0–3), mode, player_id. Sort: created_at (default DESC), ended_at, price, status.',
    type: StaffBattleRowDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffBattleRowDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: { id: readers.ids, status: readers.string, mode: readers.string, player_id: readers.string },
    });
    const where: string[] = [];
    const params: unknown[] = [];
    const {
      id,
      status,
      mode,
      player_id: playerId,
    } = request.filter as {
      id?: string[];
      status?: string;
      mode?: string;
      player_id?: string;
    };
    if (id) where.push(`id = ANY($${params.push(id)}::text[])`);
    if (status !== undefined && /^[0-3]$/.test(status)) where.push(`status = $${params.push(Number(status))}`);
    if (mode) where.push(`mode = $${params.push(mode)}`);
    if (playerId) where.push(`player_ids @> $${params.push([playerId])}::text[]`);
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const order = `${request.sort.field} ${request.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, id`;
    const [page, counted] = await Promise.all([
      this.sql.query<{
        doc: BattleState;
        status: number;
        price: string;
        player_ids: string[];
        created_at: Date;
        ended_at: Date | null;
      }>(
        `SELECT doc, status, price, player_ids, created_at, ended_at FROM games_battles ${condition}
          ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*) AS total FROM games_battles ${condition}`, params),
    ]);
    setContentRange(reply, 'battles', request.offset, page.rows.length, Number(counted.rows[0].total));
    return page.rows.map((row) => ({
      id: row.doc.id ?? '',
      status: row.status,
      mode: row.doc.mode,
      seats_total: row.doc.seatsTotal,
      price: formatAmount(BigInt(row.price)),
      creator_id: row.doc.creatorId,
      player_ids: row.player_ids,
      winners: row.doc.started ? [...row.doc.started.winners] : [],
      created_at: new Date(row.created_at).toISOString(),
      ended_at: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    }));
  }

  @Get(':id')
  @StaffEndpoint('show', 'battles', {
    summary: 'One battle: seats, rounds with every draw, outcome, reservations (stakes), seeds',
    type: StaffBattleDto,
    refusals: [[404, 'BATTLE_NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<StaffBattleDto> {
    const { rows } = await this.sql.query<{ doc: BattleState; created_at: Date; ended_at: Date | null }>(
      `SELECT doc, created_at, ended_at FROM games_battles WHERE id = $1`,
      [id],
    );
    if (rows.length === 0) throw new DomainError('BATTLE_NOT_FOUND');
    const { doc } = rows[0];
    const view: BattleResponse = battleView(doc, 'en', {
      createdAt: new Date(rows[0].created_at).toISOString(),
      endedAt: rows[0].ended_at ? new Date(rows[0].ended_at).toISOString() : null,
    });
    return {
      ...(view as BattleDto),
      cancel_reason: doc.cancelReason,
      reservations: Object.entries(doc.reservations).map(([reservationId, reservation]) => ({
        reservation_id: reservationId,
        seat: reservation.seat,
        player_id: reservation.playerId,
        status: reservation.status,
        at: reservation.at,
      })),
    };
  }

  @Get(':id/events')
  @StaffEndpoint('show', 'battles', {
    summary: "The battle's stream, oldest first (its raw events)",
    type: StaffBattleEventDto,
    isArray: true,
    refusals: [[404, 'BATTLE_NOT_FOUND']],
  })
  async events(@Param('id') id: string): Promise<StaffBattleEventDto[]> {
    await this.table.load(id);
    const { rows } = await this.sql.query<{
      event_id: string;
      stream_version: number;
      event_type: string;
      data: unknown;
      metadata: unknown;
      created_at: Date;
    }>(
      `SELECT event_id, stream_version, event_type, data, metadata, created_at FROM events
        WHERE stream_id = $1 ORDER BY stream_version`,
      [`battle-${id}`],
    );
    return rows.map((row) => ({
      id: row.event_id,
      stream_version: Number(row.stream_version),
      type: row.event_type,
      data: row.data,
      metadata: row.metadata,
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}
