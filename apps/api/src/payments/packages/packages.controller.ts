// GET /api/beans and GET /api/beans/first: the recharge packages and the first-recharge bonuses.
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { formatAmount, type FirstRechargeBonusResponse, type RechargePackageResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { readFirstBonuses, readPackages } from './packages';

class PackageDto implements RechargePackageResponse {
  @ApiProperty({ description: 'what POST /api/recharge takes as id' }) id!: string;
  @ApiProperty({ example: '100.00', description: 'coins credited' }) bean!: string;
  @ApiProperty({ example: '100.00', description: 'price to pay, yuan' }) price!: string;
}

class FirstBonusDto implements FirstRechargeBonusResponse {
  @ApiProperty({ example: '100.00', description: 'the package coins this bonus goes with' }) bean!: string;
  @ApiProperty({ example: '12.00', description: 'coins added on the first paid recharge of that package' })
  bonus!: string;
  @ApiProperty() description!: string;
  @ApiProperty() description_en!: string;
}

@ApiTags('payments')
@Controller('api/beans')
export class PackagesController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get()
  @ApiOperation({ summary: 'The recharge packages' })
  @ApiEnvelope(PackageDto, { isArray: true })
  async packages(): Promise<PackageDto[]> {
    return (await readPackages(this.sql)).map((pkg) => ({
      id: pkg.id,
      bean: formatAmount(pkg.bean),
      price: formatAmount(pkg.price),
    }));
  }

  @Get('first')
  @ApiOperation({ summary: 'The first-recharge bonuses, matched to a package by bean' })
  @ApiEnvelope(FirstBonusDto, { isArray: true })
  async firstBonuses(): Promise<FirstBonusDto[]> {
    return (await readFirstBonuses(this.sql)).map((bonus) => ({
      bean: formatAmount(bonus.bean),
      bonus: formatAmount(bonus.bonus),
      description: bonus.description,
      description_en: bonus.descriptionEn,
    }));
  }
}
