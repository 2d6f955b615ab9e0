// POST /admin/api/storage/{id}/freeze and /unfreeze {reason}: staff (support, admin) freeze a
// player's backpack item under review, or lift the freeze: a fact on the player's ledger stream
// (ItemFrozen / ItemUnfrozen, actor the staff member) with its audit-log entry in the same
// transaction. A frozen item shows status 3 ("Under freezing") in the backpack API; recycling,
// extracting and staking it in an upgrade or a contract are refused with 409 ITEM_FROZEN.
import { Body, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STORAGE_STATUS_NAMES, StorageStatus, type Language } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { type AuthenticatedStaff, CurrentStaff } from '../../platform/auth';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { respond } from '../../platform/http/api-response';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { StaffAuditLog, StaffController, StaffEndpoint } from '../../staff';
import { STORAGE_RESOURCE } from '../list-storage/storage.staff.controller';
import { FreezeItemCommand, UnfreezeItemCommand } from './freeze-item.command';

export class ItemFreezeReasonDto {
  @ApiProperty({
    example: 'bought with a disputed payment',
    description: 'Why (required; on the event and in the audit log)',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason!: string;
}

export class ItemFreezeStateDto {
  @ApiProperty({ description: 'The storage id' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ enum: [0, 3], description: '3 frozen, 0 back in the backpack' }) status!: number;
  @ApiProperty() status_alias!: string;
}

@StaffController('storage')
export class FreezeItemStaffController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly auditLog: StaffAuditLog,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  @Post(':id/freeze')
  @HttpCode(200)
  @StaffEndpoint('edit', STORAGE_RESOURCE, {
    summary: "Freeze a player's backpack item under review: no recycling, extracting or staking (audited)",
    description: '404 STORAGE_NOT_FOUND; 409 ITEM_ALREADY_FROZEN; 409 ITEM_NOT_IN_BACKPACK (gone or on its way out).',
    type: ItemFreezeStateDto,
    refusals: [
      [404, 'STORAGE_NOT_FOUND'],
      [409, 'ITEM_ALREADY_FROZEN'],
      [409, 'ITEM_NOT_IN_BACKPACK'],
    ],
  })
  async freeze(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: ItemFreezeReasonDto,
    @Req() request: FastifyRequest,
    @RequestLanguage() lang: Language,
  ): Promise<unknown> {
    const playerId = await this.change('freeze', staff, id, body.reason, request.ip ?? null);
    return respond(view(id, playerId, StorageStatus.FROZEN, lang), 'ITEM_FROZEN_DONE');
  }

  @Post(':id/unfreeze')
  @HttpCode(200)
  @StaffEndpoint('edit', STORAGE_RESOURCE, {
    summary: "Lift a backpack item's freeze: it is the player's to use again (audited)",
    description: '404 STORAGE_NOT_FOUND; 409 ITEM_NOT_FROZEN.',
    type: ItemFreezeStateDto,
    refusals: [
      [404, 'STORAGE_NOT_FOUND'],
      [409, 'ITEM_NOT_FROZEN'],
    ],
  })
  async unfreeze(
    @CurrentStaff() staff: AuthenticatedStaff,
    @Param('id') id: string,
    @Body() body: ItemFreezeReasonDto,
    @Req() request: FastifyRequest,
    @RequestLanguage() lang: Language,
  ): Promise<unknown> {
    const playerId = await this.change('unfreeze', staff, id, body.reason, request.ip ?? null);
    return respond(view(id, playerId, StorageStatus.IN_BACKPACK, lang), 'ITEM_UNFROZEN_DONE');
  }

  /** Appends the fact with its audit entry; answers the item's player. */
  private async change(
    action: 'freeze' | 'unfreeze',
    staff: AuthenticatedStaff,
    storageId: string,
    reason: string,
    ip: string | null,
  ): Promise<string> {
    const playerId = await this.playerOf(storageId);
    const frozen = action === 'freeze';
    const input = {
      playerId,
      storageId,
      reason,
      staffId: staff.staffId,
      requestId: randomUUID(),
      // The decider only freezes a backpack item and unfreezes a frozen one: before is the opposite.
      inTransaction: (tx: Parameters<StaffAuditLog['record']>[1]) =>
        this.auditLog.record(
          {
            staff,
            action,
            resource: STORAGE_RESOURCE,
            resourceId: storageId,
            before: { player_id: playerId, status: frozen ? StorageStatus.IN_BACKPACK : StorageStatus.FROZEN },
            after: { player_id: playerId, status: frozen ? StorageStatus.FROZEN : StorageStatus.IN_BACKPACK },
            reason,
            ip,
          },
          tx,
        ),
    };
    await this.commandBus.execute(frozen ? new FreezeItemCommand(input) : new UnfreezeItemCommand(input));
    return playerId;
  }

  private async playerOf(storageId: string): Promise<string> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!uuid.test(storageId)) throw new DomainError('STORAGE_NOT_FOUND');
    const { rows } = await this.sql.query<{ player_id: string }>(`SELECT player_id FROM ledger_storage WHERE id = $1`, [
      storageId,
    ]);
    if (rows.length === 0) throw new DomainError('STORAGE_NOT_FOUND');
    return rows[0].player_id;
  }
}

function view(id: string, playerId: string, status: StorageStatus, lang: Language): ItemFreezeStateDto {
  return { id, player_id: playerId, status, status_alias: STORAGE_STATUS_NAMES[status][lang] };
}
