// A batch as staff see it (never its codes nor their hashes), with its usage; the HTTP shape
// (snake_case, two-decimal amounts) of the create, list and show calls.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { formatAmount, type CardCodeBatchResponse, type CardCodeBatchUsageResponse } from '@lootledger/contracts';
import type { CardCodeBatchRow, CardCodeBatchUsage } from '../store/card-code.repository';

export interface CardCodeBatchView extends CardCodeBatchRow {
  usage: CardCodeBatchUsage;
}

export function cardCodeBatchView(row: CardCodeBatchRow, usage: CardCodeBatchUsage | undefined): CardCodeBatchView {
  return {
    ...row,
    usage: usage ?? { issued: 0, redeemed: 0, expired: 0, available: 0, awaitingCredit: 0, redeemedValue: 0n },
  };
}

export class CardCodeBatchUsageDto implements CardCodeBatchUsageResponse {
  @ApiProperty({ example: 100, description: 'codes in the batch' }) issued!: number;
  @ApiProperty({ example: 12, description: 'codes redeemed by players' }) redeemed!: number;
  @ApiProperty({ example: 0, description: 'codes never redeemed and past the expiry' }) expired!: number;
  @ApiProperty({ example: 88, description: 'codes that can still be redeemed' }) available!: number;
  @ApiProperty({ example: 0, description: 'redeemed codes whose credit is still being paid (recovery)' })
  awaiting_credit!: number;
  @ApiProperty({ example: '120.00', description: 'value of the redeemed codes' }) redeemed_bean!: string;
}

export class CardCodeBatchDto implements CardCodeBatchResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '10.00', description: 'coins each code credits' }) bean!: string;
  @ApiProperty({ example: 100, description: 'codes issued' }) count!: number;
  @ApiProperty({ example: '2030-12-31T23:59:59.000Z' }) expires_at!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) note!: string | null;
  @ApiProperty({ description: 'the staff member who created the batch' }) created_by!: string;
  @ApiProperty({ example: '2030-01-01T00:00:00.000Z' }) created_at!: string;
  @ApiProperty({ type: CardCodeBatchUsageDto }) usage!: CardCodeBatchUsageDto;
}

export function toCardCodeBatchDto(view: CardCodeBatchView): CardCodeBatchDto {
  return {
    id: view.id,
    bean: formatAmount(view.value),
    count: view.count,
    expires_at: view.expiresAt.toISOString(),
    note: view.note,
    created_by: view.createdBy,
    created_at: view.createdAt.toISOString(),
    usage: {
      issued: view.usage.issued,
      redeemed: view.usage.redeemed,
      expired: view.usage.expired,
      available: view.usage.available,
      awaiting_credit: view.usage.awaitingCredit,
      redeemed_bean: formatAmount(view.usage.redeemedValue),
    },
  };
}
