// Shapes of /admin/api/vip-levels: a VIP level (id = the level, "0" to "10").
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import type { VipLevel } from '../levels/loyalty-levels';
import { IsPercent, percentOf, IsReason } from '../../platform/http/staff-fields';
import { IsCoinAmount } from '../../platform/validation/coin-amount';

export class AdminVipLevelDto {
  @ApiProperty({ example: '2' }) id!: string;
  @ApiProperty({ example: 2 }) level!: number;
  @ApiProperty({ example: '500.00', description: 'total paid recharges from which the level holds' })
  threshold!: string;
  @ApiProperty({ example: '1.00', description: 'percent of every recharge credited back at this level' })
  rebate!: string;
  @ApiProperty() description_zh!: string;
  @ApiProperty() description_en!: string;
}

export function toAdminVipLevelDto(level: VipLevel): AdminVipLevelDto {
  return {
    id: String(level.level),
    level: level.level,
    threshold: formatAmount(level.threshold),
    rebate: percentOf(level.rebateBp),
    description_zh: level.descriptionZh,
    description_en: level.descriptionEn,
  };
}

/** PUT /admin/api/vip-levels/{level}: thresholds rise with the level; level 0 holds from 0.00. */
export class UpdateVipLevelDto {
  @ApiProperty({ example: '500.00' }) @IsCoinAmount('threshold') threshold!: string;
  @ApiProperty({ example: '1.00', description: 'percent, 0.00 to 100.00' }) @IsPercent('rebate') rebate!: string;
  @ApiProperty() @IsString() @MaxLength(500) description_zh!: string;
  @ApiProperty() @IsString() @MaxLength(500) description_en!: string;

  @IsReason() reason?: string;
}
