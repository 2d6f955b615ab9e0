// Shapes of the upgrade's player calls (contract section 12, extended additively: a rate with staked
// items, the quote, the history and recent lists).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Length, Min } from 'class-validator';
import type {
  Paged,
  UpgradeDrawResponse,
  UpgradeItemResponse,
  UpgradeQuoteResponse,
  UpgradeRecordResponse,
  UpgradeResultResponse,
} from '@lootledger/contracts';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { PageRequestDto } from '../../../platform/http/page-request.dto';
import { PageDto } from '../../../platform/openapi/page.dto';
import { SeedDrawDto } from '../../fairness/fairness.dto';

/** The refusals of an attempt, and of a quote. */
export const UPGRADE_REFUSALS =
  '422 UPGRADE_ITEM_REQUIRED (no item_id), 404 UPGRADE_ITEM_NOT_FOUND (unknown or disabled target), 422 UPGRADE_RATE_TOO_LOW / UPGRADE_RATE_TOO_HIGH (rate outside 5%–75%, given or bought by the stake), 422 UPGRADE_STAKE_EXCEEDS_PRICE (items worth more than the price of the rate given), 422 INSUFFICIENT_BALANCE, 409 ITEM_NOT_IN_BACKPACK, 403 ACCOUNT_FROZEN. A refusal changes nothing.';

/** Items one attempt may stake. */
export const MAX_STAKED_ITEMS = 20;

const splitIds = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').filter((id) => id.length > 0) : value;

export class UpgradeItemsRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ description: 'only this target (the page /active/lucky/:id)' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  id?: string;

  @ApiPropertyOptional({ description: 'part of the name (either language, case-insensitive)' })
  @IsOptional()
  @IsString()
  @Length(0, 64)
  name?: string;

  @ApiPropertyOptional({ example: '10.00', description: 'lowest value' })
  @IsOptional()
  @IsCoinAmount('min')
  min?: string;

  @ApiPropertyOptional({ example: '500.00', description: 'highest value' })
  @IsOptional()
  @IsCoinAmount('max')
  max?: string;
}

export class UpgradeQuoteRequestDto {
  @ApiPropertyOptional({ description: 'the target (GET /api/upgrade/items)' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  item_id?: string;

  @ApiPropertyOptional({ description: 'basis points 500–7500: answers its price' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  rate?: number;

  @ApiPropertyOptional({ example: '52.64', description: 'coins offered: answers the rate they buy (rounded down)' })
  @IsOptional()
  @IsCoinAmount('price')
  price?: string;

  @ApiPropertyOptional({
    description:
      'comma-separated storage ids to stake (login required): alone, answers the rate their value buys; with rate, the coins still to pay',
  })
  @IsOptional()
  @Transform(splitIds)
  @IsArray()
  @ArrayMaxSize(MAX_STAKED_ITEMS)
  @IsUUID('all', { each: true, context: { zh: '饰品编号格式不正确' } })
  storage_ids?: string[];
}

export class AttemptUpgradeDto {
  @ApiPropertyOptional({ description: 'the target (GET /api/upgrade/items); missing: 422 UPGRADE_ITEM_REQUIRED' })
  @IsOptional()
  @Type(() => String)
  @IsString()
  @Length(1, 64)
  item_id?: string;

  @ApiPropertyOptional({
    minimum: 500,
    maximum: 7500,
    description: 'success rate in basis points; with storage_ids the items pay part of its price, coins the rest',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ context: { zh: 'rate 须为整数' } })
  @Min(0)
  rate?: number;

  @ApiPropertyOptional({
    type: [String],
    description: `backpack items to stake (up to ${MAX_STAKED_ITEMS}); they leave the backpack for good. Without rate their value buys the rate floor(value × RTP ÷ target value)`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_STAKED_ITEMS)
  @IsUUID('all', { each: true, context: { zh: '饰品编号格式不正确' } })
  storage_ids?: string[];
}

export class UpgradeItemDto implements UpgradeItemResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '100.00' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() dura_alias!: string;
  @ApiProperty() dura_alias_en!: string;
}

export class UpgradeItemsPageDto extends PageDto(UpgradeItemDto) implements Paged<UpgradeItemResponse> {}

export class UpgradeQuoteDto implements UpgradeQuoteResponse {
  @ApiProperty() item_id!: string;
  @ApiProperty({ example: 5000 }) rate!: number;
  @ApiProperty({ example: '52.64' }) price!: string;
  @ApiProperty({ example: '0.00' }) stake_value!: string;
  @ApiProperty({ example: '52.64' }) coins!: string;
  @ApiProperty({ example: '95.00' }) rtp!: string;
}

export class UpgradeDrawDto extends SeedDrawDto implements UpgradeDrawResponse {
  @ApiProperty({ description: 'floor(f × 10000); success when below rate' }) roll!: number;
}

/** What an attempt was and how it went (the result and the records share it). */
export class UpgradeOutcomeDto implements Omit<UpgradeResultResponse, 'bean'> {
  @ApiProperty() upgrade_id!: string;
  @ApiProperty() success!: boolean;
  @ApiProperty({ example: '52.64', description: 'the whole price: coins + stake value' }) price!: string;
  @ApiProperty({ example: '52.64' }) coins!: string;
  @ApiProperty({ example: '0.00' }) stake_value!: string;
  @ApiProperty({ type: [String] }) staked_storage_ids!: string[];
  @ApiProperty({ example: 5000 }) rate!: number;
  @ApiProperty({ type: UpgradeItemDto, description: 'the target (granted only on success)' }) item!: UpgradeItemDto;
  @ApiProperty({ nullable: true, type: String }) storage_id!: string | null;
  @ApiProperty({ type: UpgradeDrawDto }) fairness!: UpgradeDrawDto;
}

export class UpgradeResultDto extends UpgradeOutcomeDto implements UpgradeResultResponse {
  @ApiProperty({ example: '47.36', description: 'balance after' }) bean!: string;
}

export class UpgradeRecordDto extends UpgradeOutcomeDto implements UpgradeRecordResponse {
  @ApiProperty() player_id!: string;
  @ApiProperty() created_at!: string;
}

export class UpgradeRecordsPageDto extends PageDto(UpgradeRecordDto) implements Paged<UpgradeRecordResponse> {}
