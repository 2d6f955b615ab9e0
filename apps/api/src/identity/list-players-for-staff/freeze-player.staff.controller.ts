// POST /admin/api/players/{id}/freeze and /unfreeze {reason}: a fact on the player's ledger stream
// (AccountFrozen / AccountUnfrozen, actor the staff member) with its audit-log entry in the same
// transaction. A frozen player can sign in and look, but opening boxes (any spending), recycling and
// extraction are refused with 403 ACCOUNT_FROZEN; top-ups, staff adjustments, deliveries under way
// and seed-pair rotation go on.
import { Body, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { FreezeAccountCommand, UnfreezeAccountCommand } from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import { respond } from '../../platform/http/api-response';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../staff';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { PlayersStaffReader } from './players.staff.reader';
import { AdminPlayerDetailDto } from './players.staff.dto';
import { PLAYERS_RESOURCE } from './players.staff.controller';
import { AccountStatusReasonDto } from './freeze-player.staff.dto';

@StaffController('players')
export class FreezePlayerStaffController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly players: PlayersStaffReader,
    private readonly auditLog: StaffAuditLog,
  ) {}

  @Post(':id/freeze')
  @HttpCode(200)
  @StaffEndpoint('edit', 'players', {
    summary: 'Freeze a player account: they can sign in and look, not spend, recycle or extract (audited)',
    description: '409 ACCOUNT_ALREADY_FROZEN; 404 USER_NOT_FOUND. Answers the player as GET /admin/api/players/{id}.',
    type: AdminPlayerDetailDto,
    refusals: [
      [404, 'USER_NOT_FOUND'],
      [409, 'ACCOUNT_ALREADY_FROZEN'],
    ],
  })
  async freeze(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: AccountStatusReasonDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    await this.change('freeze', staff, id, body.reason, request.ip ?? null);
    return respond(await this.players.get(id), 'PLAYER_FROZEN');
  }

  @Post(':id/unfreeze')
  @HttpCode(200)
  @StaffEndpoint('edit', 'players', {
    summary: 'Unfreeze a player account (audited)',
    description: '409 ACCOUNT_NOT_FROZEN; 404 USER_NOT_FOUND. Answers the player as GET /admin/api/players/{id}.',
    type: AdminPlayerDetailDto,
    refusals: [
      [404, 'USER_NOT_FOUND'],
      [409, 'ACCOUNT_NOT_FROZEN'],
    ],
  })
  async unfreeze(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: AccountStatusReasonDto,
    @Req() request: FastifyRequest,
  ): Promise<unknown> {
    await this.change('unfreeze', staff, id, body.reason, request.ip ?? null);
    return respond(await this.players.get(id), 'PLAYER_UNFROZEN');
  }

  private async change(
    action: 'freeze' | 'unfreeze',
    staff: AuthenticatedStaff,
    playerId: string,
    reason: string,
    ip: string | null,
  ): Promise<void> {
    if (!(await this.players.find(playerId))) throw new DomainError('USER_NOT_FOUND');
    const frozen = action === 'freeze';
    const input = {
      playerId,
      reason,
      staffId: staff.staffId,
      requestId: randomUUID(),
      // The decider only freezes an active account and unfreezes a frozen one: before is the opposite.
      inTransaction: (tx: Parameters<StaffAuditLog['record']>[1]) =>
        this.auditLog.record(
          {
            staff,
            action,
            resource: PLAYERS_RESOURCE,
            resourceId: playerId,
            before: { frozen: !frozen },
            after: { frozen },
            reason,
            ip,
          },
          tx,
        ),
    };
    await this.commandBus.execute(frozen ? new FreezeAccountCommand(input) : new UnfreezeAccountCommand(input));
  }
}
