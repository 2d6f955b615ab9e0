// Shapes of GET /admin/api/reports/economy: gross gaming revenue, the bonuses by kind as a cost and
// net revenue, over the range and per bucket (amounts as two-decimal strings).
import { ApiProperty } from '@nestjs/swagger';
import {
  BONUS_KINDS,
  formatAmount,
  type BonusKind,
  type EconomyFiguresResponse,
  type EconomyPointResponse,
  type ReportEconomyResponse,
} from '@lootledger/contracts';
import { REPORT_BUCKETS } from '../dashboard/report-buckets';
import type { EconomyFigures } from './economy-figures';

export class EconomyFiguresDto implements EconomyFiguresResponse {
  @ApiProperty({ example: '1000.00', description: 'coins staked in games (box prices, battles, upgrades, ...)' })
  stakes!: string;
  @ApiProperty({ example: '700.00', description: 'coins games paid back: battle wins, refunds, item buy-backs' })
  paid_back!: string;
  @ApiProperty({ example: '300.00', description: 'gross gaming revenue: stakes - paid_back' }) ggr!: string;
  @ApiProperty({
    example: Object.fromEntries(BONUS_KINDS.map((kind) => [kind, '0.00'])),
    description: `each kind of bonus paid, net of any taken back (${BONUS_KINDS.join(', ')}); free_boxes: value of the items granted`,
  })
  bonuses!: Record<BonusKind, string>;
  @ApiProperty({ example: Object.fromEntries(BONUS_KINDS.map((kind) => [kind, 0])) })
  bonus_counts!: Record<BonusKind, number>;
  @ApiProperty({ example: '120.00' }) bonuses_total!: string;
  @ApiProperty({ example: '180.00', description: 'ggr - bonuses_total' }) net_revenue!: string;
}

export class EconomyPointDto extends EconomyFiguresDto implements EconomyPointResponse {
  @ApiProperty({ example: '2025-03-10', description: 'the first day of the bucket (UTC)' }) bucket!: string;
}

export class ReportEconomyDto implements ReportEconomyResponse {
  @ApiProperty() from!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ enum: REPORT_BUCKETS }) bucket!: 'day' | 'week' | 'month';
  @ApiProperty({ type: EconomyFiguresDto, description: 'over the whole range' }) totals!: EconomyFiguresDto;
  @ApiProperty({ type: [EconomyPointDto], description: 'one point per bucket of the range, empty ones included' })
  series!: EconomyPointDto[];
}

export function toEconomyDto(figures: EconomyFigures): EconomyFiguresDto {
  return {
    stakes: formatAmount(figures.stakes),
    paid_back: formatAmount(figures.paidBack),
    ggr: formatAmount(figures.ggr),
    bonuses: Object.fromEntries(BONUS_KINDS.map((kind) => [kind, formatAmount(figures.bonuses[kind])])) as Record<
      BonusKind,
      string
    >,
    bonus_counts: { ...figures.bonusCounts },
    bonuses_total: formatAmount(figures.bonusesTotal),
    net_revenue: formatAmount(figures.netRevenue),
  };
}
