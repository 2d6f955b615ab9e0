// GET /admin/api/reports/economy: the house's economy for finance, admin and auditors over a chosen
// range (the dashboard's range and buckets): gross gaming revenue from the ledger's change records,
// the bonuses paid by kind (packets, rewards, rebates, bonuses, commissions, free boxes) as a cost,
// and net revenue = GGR - bonuses; totals and a series per day/week/month.
import { Get, Query } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { StaffController, StaffEndpoint } from '../../staff';
import { bucketsBetween } from '../dashboard/report-buckets';
import { reportRange } from '../dashboard/reports.staff.controller';
import { ReportSummaryRequestDto } from '../dashboard/reports.staff.dto';
import { EconomyReader } from './economy.reader';
import { ReportEconomyDto, toEconomyDto } from './economy.staff.dto';

const MAX_BUCKETS = 1000;

@StaffController('reports')
export class EconomyStaffController {
  constructor(private readonly economy: EconomyReader) {}

  @Get('economy')
  @StaffEndpoint('list', 'reports', {
    summary: 'Gross gaming revenue, bonuses by kind as a cost, net revenue: totals and a series per bucket',
    description:
      'The same from, to and bucket as reports/summary. GGR = coins staked in games - coins games paid back (battle ' +
      'wins, refunds, item buy-backs); bonuses = promotion credits by kind net of reversals, plus the value of the items ' +
      'daily free boxes granted. Coin events appear a moment after they happen (read models fed from the log).',
    type: ReportEconomyDto,
  })
  async economyReport(@Query() request: ReportSummaryRequestDto): Promise<ReportEconomyDto> {
    const range = reportRange(request, new Date());
    const buckets = bucketsBetween(range.from, range.to, range.bucket, MAX_BUCKETS);
    if (!buckets) {
      throw DomainError.invalidFields([
        {
          field: 'bucket',
          message: {
            en: `at most ${MAX_BUCKETS} buckets: choose a wider bucket`,
            zh: `最多 ${MAX_BUCKETS} 个区间，请选择更大的粒度`,
          },
        },
      ]);
    }
    const { totals, series } = await this.economy.figures(range, buckets);
    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bucket: range.bucket,
      totals: toEconomyDto(totals),
      series: series.map((point) => ({ bucket: point.bucket, ...toEconomyDto(point) })),
    };
  }
}
