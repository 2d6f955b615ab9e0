// Shapes of /admin/api/bills: a delivery bill as staff see it, with its stream and its trade offer.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { formatAmount, type StaffBillResponse } from '@lootledger/contracts';
import type { StaffBillDetailView } from '../get-bill/get-bill.query';
import type { StaffBillView } from './list-bills.query';

export class AdminBillDto implements StaffBillResponse {
  @ApiProperty({ description: 'the bill id' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ description: 'the backpack row (storage id) of the item' }) storage_id!: string;
  @ApiProperty({
    enum: [0, 1, 4, 5, 6],
    description: '0 failed (item back in the backpack), 1 extracted, 4 requested, 5 shipping, 6 awaiting receipt',
  })
  status!: number;
  @ApiProperty({ description: 'held for staff approval (status 4): approve or reject it' }) awaiting_approval!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String }) offer_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: "why it failed: the item's back_message" })
  reason!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) item_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) item_name_zh!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) item_name_en!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '40.00' }) item_value!: string | null;
  @ApiProperty({ description: 'failed provider calls in a row (the driver gives up after 12)' }) attempts!: number;
  @ApiProperty({ description: 'when the delivery driver looks at it next' }) next_check_at!: string;
  @ApiProperty({ description: 'the driver is finished with it' }) done!: boolean;
  @ApiProperty() created_at!: string;
  @ApiProperty() updated_at!: string;
}

export class AdminBillEventDto {
  @ApiProperty() version!: number;
  @ApiProperty({ example: 'TradeOfferCreated' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
  @ApiPropertyOptional({ nullable: true, type: 'object', additionalProperties: true, description: '{type, id}' })
  actor!: { type: string; id: string } | null;
  @ApiProperty() created_at!: string;
}

export class AdminTradeOfferDto {
  @ApiProperty() offer_id!: string;
  @ApiProperty({ enum: ['created', 'sent', 'accepted', 'declined', 'failed'] }) state!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty() updated_at!: string;
}

export class AdminBillDetailDto extends AdminBillDto {
  @ApiProperty({ type: [AdminBillEventDto], description: 'the events of the stream delivery-{id}, in order' })
  events!: AdminBillEventDto[];
  @ApiPropertyOptional({ nullable: true, type: AdminTradeOfferDto, description: 'what the trade provider says now' })
  offer!: AdminTradeOfferDto | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'why the provider could not be asked' })
  offer_error!: string | null;
}

export function toAdminBillDto(bill: StaffBillView): AdminBillDto {
  return {
    id: bill.billId,
    player_id: bill.playerId,
    storage_id: bill.storageId,
    status: bill.status,
    awaiting_approval: bill.awaitingApproval,
    offer_id: bill.offerId,
    reason: bill.reason,
    item_id: bill.item?.itemId ?? null,
    item_name_zh: bill.item?.nameZh ?? null,
    item_name_en: bill.item?.nameEn ?? null,
    item_value: bill.item ? formatAmount(bill.item.value) : null,
    attempts: bill.attempts,
    next_check_at: bill.nextCheckAt,
    done: bill.done,
    created_at: bill.createdAt,
    updated_at: bill.updatedAt,
  };
}

export function toAdminBillDetailDto(bill: StaffBillDetailView): AdminBillDetailDto {
  return {
    ...toAdminBillDto(bill),
    events: bill.events.map((event) => ({
      version: event.version,
      type: event.type,
      data: event.data,
      actor: event.actor,
      created_at: event.createdAt,
    })),
    offer: bill.offer && {
      offer_id: bill.offer.offerId,
      state: bill.offer.state,
      reason: bill.offer.reason,
      updated_at: bill.offer.updatedAt,
    },
    offer_error: bill.offerError,
  };
}

/** POST /admin/api/bills/{id}/reject: the reason the player sees on the returned item (back_message). */
export class RejectBillDto {
  @ApiProperty({ maxLength: 200, example: 'Trade URL belongs to another account' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  reason!: string;
}
