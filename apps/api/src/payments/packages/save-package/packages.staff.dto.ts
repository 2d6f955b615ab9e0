// Shapes of /admin/api/packages: a recharge package (coins credited, price paid, listed or not).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import type { PackageInput } from '../package-rules';
import { IsReason } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';

export class AdminPackageDto {
  @ApiProperty({ example: 'pkg-100', description: 'what POST /api/recharge takes as id' }) id!: string;
  @ApiProperty({ example: '100.00', description: 'coins credited' }) bean!: string;
  @ApiProperty({ example: '100.00', description: 'price to pay' }) price!: string;
  @ApiProperty({ description: 'listed by GET /api/beans and orderable' }) enabled!: boolean;
  @ApiProperty() sort_order!: number;
}

export function toAdminPackageDto(pkg: PackageInput): AdminPackageDto {
  return {
    id: pkg.id,
    bean: formatAmount(pkg.bean),
    price: formatAmount(pkg.price),
    enabled: pkg.enabled,
    sort_order: pkg.sortOrder,
  };
}

export class UpdatePackageDto {
  @ApiProperty({ example: '100.00' }) @IsCoinAmount('bean') bean!: string;
  @ApiProperty({ example: '100.00' }) @IsCoinAmount('price') price!: string;

  @ApiPropertyOptional({ description: 'default: unchanged (true for a new package)' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({ description: 'default: unchanged (0 for a new package)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  sort_order?: number;

  @IsReason() reason?: string;
}

export class CreatePackageDto extends UpdatePackageDto {
  @ApiPropertyOptional({ example: 'pkg-100', description: "letters, digits, '-' and '_'; default pkg-{bean}" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  id?: string;
}
