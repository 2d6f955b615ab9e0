// /admin/api/player-points: a player's points movements for staff (react-admin list, newest first;
// filter player_id), each with the balance after it — the first row's is the player's balance.
import { Get, Query, Res } from '@nestjs/common';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SqlClient } from '@lootledger/event-store';
import { Inject } from '@nestjs/common';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../platform/http/admin-list';
import { StaffController, StaffEndpoint } from '../../staff';
import type { PointsMovementColumns } from '../points/points-movements.projection';
import { PointsMovementDto } from '../shop/shop.dto';

class PointsMovementKeysDto {
  @ApiProperty({ example: 'player-id:3' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty() version!: number;
}

/** A movement as the player sees it (GET /api/points), with whose it is and its place in their stream. */
export class StaffPointsMovementDto extends IntersectionType(PointsMovementKeysDto, PointsMovementDto) {}

@StaffController('player-points')
export class PlayerPointsStaffController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get()
  @StaffEndpoint('list', 'player-points', {
    summary: "Points movements, newest first (react-admin list; Content-Range). Filter player_id: one player's points",
    type: StaffPointsMovementDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffPointsMovementDto[]> {
    const request = parseAdminList(query, {
      sortFields: ['created_at'] as const,
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: { player_id: readers.string },
    });
    const playerId = (request.filter as { player_id?: string }).player_id ?? null;
    const order = request.sort.order === 'ASC' ? 'ASC' : 'DESC';
    const [{ rows }, count] = await Promise.all([
      this.sql.query<PointsMovementColumns & { player_id: string }>(
        `SELECT player_id, stream_version, amount::text AS amount, balance_after::text AS balance_after, kind, reference, change_type, created_at
           FROM loyalty_points_movements WHERE ($1::text IS NULL OR player_id = $1)
          ORDER BY created_at ${order}, player_id, stream_version ${order} LIMIT $2 OFFSET $3`,
        [playerId, request.limit, request.offset],
      ),
      this.sql.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM loyalty_points_movements WHERE ($1::text IS NULL OR player_id = $1)`,
        [playerId],
      ),
    ]);
    setContentRange(reply, 'player-points', request.offset, rows.length, Number(count.rows[0]?.n ?? 0));
    return rows.map((row) => ({
      id: `${row.player_id}:${row.stream_version}`,
      player_id: row.player_id,
      version: Number(row.stream_version),
      amount: row.amount,
      balance_after: row.balance_after,
      kind: row.kind,
      reference: row.reference,
      change_type: row.change_type === null ? null : Number(row.change_type),
      created_at: new Date(row.created_at).toISOString(),
    }));
  }
}
