// Shapes of /admin/api/promotion-levels: a referral level (id = the level).
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, MaxLength } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import type { PromotionLevel } from '../levels/loyalty-levels';
import { IsPercent, percentOf, IsReason } from '../../platform/http/staff-fields';
import { IsCoinAmount } from '../../platform/validation/coin-amount';

export class AdminPromotionLevelDto {
  @ApiProperty({ example: '2' }) id!: string;
  @ApiProperty({ example: 2 }) level!: number;
  @ApiProperty({ example: '白银推广员' }) name_zh!: string;
  @ApiProperty({ example: 'Silver' }) name_en!: string;
  @ApiProperty({ example: '1000.00', description: "invitees' total recharge from which the level holds" })
  invite_total!: string;
  @ApiProperty({ example: '2.00', description: 'percent of each invitee recharge paid to the referrer' })
  rebate!: string;
  @ApiProperty() description_zh!: string;
  @ApiProperty() description_en!: string;
}

export function toAdminPromotionLevelDto(level: PromotionLevel): AdminPromotionLevelDto {
  return {
    id: String(level.level),
    level: level.level,
    name_zh: level.nameZh,
    name_en: level.nameEn,
    invite_total: formatAmount(level.inviteTotal),
    rebate: percentOf(level.rebateBp),
    description_zh: level.descriptionZh,
    description_en: level.descriptionEn,
  };
}

export class UpdatePromotionLevelDto {
  @ApiProperty() @IsString() @MaxLength(100) name_zh!: string;
  @ApiProperty() @IsString() @MaxLength(100) name_en!: string;
  @ApiProperty({ example: '1000.00' }) @IsCoinAmount('invite_total') invite_total!: string;
  @ApiProperty({ example: '2.00', description: 'percent, 0.00 to 100.00' }) @IsPercent('rebate') rebate!: string;
  @ApiProperty() @IsString() @MaxLength(500) description_zh!: string;
  @ApiProperty() @IsString() @MaxLength(500) description_en!: string;

  @IsReason() reason?: string;
}

export class CreatePromotionLevelDto extends UpdatePromotionLevelDto {
  @ApiProperty({ example: 6, minimum: 1, maximum: 99 })
  @Type(() => Number)
  @IsInt()
  level!: number;
}
