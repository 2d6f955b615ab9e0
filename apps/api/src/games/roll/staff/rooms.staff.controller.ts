// /admin/api/roll-rooms: every ROLL room for staff (react-admin list and show), house rooms created by
// staff (prizes from the catalogue), and cancelling a room before its draw (every prize back to its
// creator, or to the house); each change is a staff audit entry.
import { Body, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Length } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SqlClient } from '@lootledger/event-store';
import { Inject } from '@nestjs/common';
import { type AuthenticatedStaff, CurrentStaff } from '../../../platform/auth';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { AdminListRequestDto, parseAdminList, readers, setContentRange } from '../../../platform/http/admin-list';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../../staff';
import { MAX_ROOM_PRIZES, MIN_ROOM_PRIZES } from '../domain/room.decider';
import type { RoomState } from '../domain/room';
import { CancelRoomHandler } from '../cancel-room/cancel-room.handler';
import { roomSettingsInput, RoomSettingsDto } from '../create-room/create-room.dto';
import { CreateRoomHandler } from '../create-room/create-room.handler';
import { RoomTable } from '../rooms/room-table';
import { RollRoomDto } from '../rooms/room.dto';
import { roomView } from '../rooms/rooms.reader';
// Its resources join the staff matrix before the routes below ask it for their roles.
import './roll.staff-resources';

const RESOURCE = 'roll-rooms';
const SORT_FIELDS = ['end_time', 'created_at', 'status'] as const;

export class CreateHouseRoomDto extends RoomSettingsDto {
  @ApiProperty({ type: [String], description: `catalogue item ids, ${MIN_ROOM_PRIZES} or more` })
  @IsArray()
  @ArrayMinSize(MIN_ROOM_PRIZES, { context: { zh: '奖品至少3个' } })
  @ArrayMaxSize(MAX_ROOM_PRIZES)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  item_ids!: string[];
}

export class CancelRoomDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @Length(1, 200)
  reason!: string;
}

export class StaffRollRoomDto extends RollRoomDto {
  @ApiProperty({ nullable: true, type: String }) staff_id!: string | null;
  @ApiProperty({ description: 'escrowing, open, drawn, cancelled or settled' }) phase!: string;
  @ApiProperty({ nullable: true, type: String }) cancel_reason!: string | null;
}

function staffView(doc: RoomState): StaffRollRoomDto {
  return { ...roomView(doc, 'en'), staff_id: doc.staffId, phase: doc.phase, cancel_reason: doc.cancelReason };
}

@StaffController(RESOURCE)
export class RollRoomsStaffController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly table: RoomTable,
    private readonly creating: CreateRoomHandler,
    private readonly cancelling: CancelRoomHandler,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Get()
  @StaffEndpoint('list', RESOURCE, {
    summary: 'ROLL rooms, latest end time first (react-admin list; Content-Range header)',
    description:
      'Filters: id (one or a list), status (0 ongoing, 1 ended), creator_id. Sort: end_time (default DESC), created_at, status.',
    type: StaffRollRoomDto,
    isArray: true,
  })
  async list(
    @Query() query: AdminListRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StaffRollRoomDto[]> {
    const request = parseAdminList(query, {
      sortFields: SORT_FIELDS,
      defaultSort: { field: 'end_time', order: 'DESC' },
      filters: { id: readers.ids, status: readers.string, creator_id: readers.string },
    });
    const {
      id,
      status,
      creator_id: creatorId,
    } = request.filter as { id?: string[]; status?: string; creator_id?: string };
    const where: string[] = [];
    const params: unknown[] = [];
    if (id) where.push(`id = ANY($${params.push(id)}::text[])`);
    if (status !== undefined && /^[01]$/.test(status)) where.push(`status = $${params.push(Number(status))}`);
    if (creatorId) where.push(`creator_id = $${params.push(creatorId)}`);
    const condition = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const order = `${request.sort.field} ${request.sort.order === 'ASC' ? 'ASC' : 'DESC'}, id`;
    const [page, counted] = await Promise.all([
      this.sql.query<{ doc: RoomState }>(
        `SELECT doc FROM roll_rooms ${condition} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, request.limit, request.offset],
      ),
      this.sql.query<{ total: string }>(`SELECT count(*) AS total FROM roll_rooms ${condition}`, params),
    ]);
    setContentRange(reply, RESOURCE, request.offset, page.rows.length, Number(counted.rows[0].total));
    return page.rows.map((row) => staffView(row.doc));
  }

  @Get(':id')
  @StaffEndpoint('show', RESOURCE, {
    summary: 'One ROLL room: prizes, participants, winners, seeds',
    type: StaffRollRoomDto,
    refusals: [[404, 'ROLL_NOT_FOUND']],
  })
  async show(@Param('id') id: string): Promise<StaffRollRoomDto> {
    return staffView(await this.table.load(id));
  }

  @Post()
  @HttpCode(200)
  @StaffEndpoint('create', RESOURCE, {
    summary: 'Create a house ROLL room: the prizes are catalogue items given by the house (audited)',
    description: '400 VALIDATION_FAILED (fewer than 3 prizes, an item twice, unknown item, end time, reload amount)',
    type: StaffRollRoomDto,
  })
  async create(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Body() body: CreateHouseRoomDto,
    @Req() request: FastifyRequest,
  ): Promise<StaffRollRoomDto> {
    const room = await this.creating.createHouse(
      staff.staffId,
      roomSettingsInput(body),
      body.item_ids,
      (tx, { after }) =>
        this.auditLog.record(
          {
            staff,
            action: 'create',
            resource: RESOURCE,
            resourceId: after.id!,
            after: staffView(after),
            ip: request.ip ?? null,
          },
          tx,
        ),
    );
    return staffView(room);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @StaffEndpoint('edit', RESOURCE, {
    summary: 'Cancel a ROLL room before its draw: every prize goes back to its creator (or the house); audited',
    type: StaffRollRoomDto,
    refusals: [
      [404, 'ROLL_NOT_FOUND'],
      [409, 'ROLL_ENDED'],
    ],
  })
  async cancel(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: CancelRoomDto,
    @Req() request: FastifyRequest,
  ): Promise<StaffRollRoomDto> {
    const room = await this.cancelling.cancel(id, staff.staffId, 'staff', (tx, change) =>
      this.auditLog.record(
        {
          staff,
          action: 'cancel',
          resource: RESOURCE,
          resourceId: id,
          before: staffView(change.before),
          after: staffView(change.after),
          reason: body.reason,
          ip: request.ip ?? null,
        },
        tx,
      ),
    );
    return staffView(room);
  }
}
