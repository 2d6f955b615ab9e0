// Shapes of /admin/api/first-bonuses: the coins added to a player's first paid recharge of a package,
// keyed by the package's coins (id = bean, e.g. "100.00").
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import type { FirstBonusInput } from '../package-rules';
import { IsReason } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';

export class AdminFirstBonusDto {
  @ApiProperty({ example: '100.00', description: 'the package coins it goes with (same as bean)' }) id!: string;
  @ApiProperty({ example: '100.00' }) bean!: string;
  @ApiProperty({ example: '12.00', description: 'coins added on the first paid recharge of that package' })
  bonus!: string;
  @ApiProperty() description!: string;
  @ApiProperty() description_en!: string;
}

export function toAdminFirstBonusDto(bonus: FirstBonusInput): AdminFirstBonusDto {
  const bean = formatAmount(bonus.bean);
  return {
    id: bean,
    bean,
    bonus: formatAmount(bonus.bonus),
    description: bonus.description,
    description_en: bonus.descriptionEn,
  };
}

export class UpdateFirstBonusDto {
  @ApiProperty({ example: '12.00' }) @IsCoinAmount('bonus') bonus!: string;
  @ApiProperty({ example: '首充 100 送 12 金币' }) @IsString() @MaxLength(200) description!: string;
  @ApiProperty({ example: 'First top-up of 100: 12 coins extra' }) @IsString() @MaxLength(200) description_en!: string;

  @IsReason() reason?: string;
}

export class CreateFirstBonusDto extends UpdateFirstBonusDto {
  @ApiProperty({ example: '100.00', description: 'the package coins it goes with' })
  @IsCoinAmount('bean')
  bean!: string;
}
