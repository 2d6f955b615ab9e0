// GET /admin/api/reports/summary: the dashboard for finance, admin and auditors over a chosen range:
// deposits (paid orders; card codes apart), withdrawals (items extracted), gross gaming revenue (box
// prices paid minus the value of the items granted), each as totals and a series per day/week/month;
// every player's balance now (the house's liability, from the ledger's journal); and each box's RTP
// over the range against its configured RTP. Each context sums its own read model; this only joins.
import { Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { formatAmount } from '@lootledger/contracts';
import { ListBoxesForStaffQuery, type StaffBoxView } from '../../catalogue';
import { GetWithdrawalTotalsQuery, type WithdrawalTotals } from '../../delivery';
import { GetBoxOpenTotalsQuery, type BoxOpenTotals } from '../../games';
import { GetJournalTotalsQuery, type JournalTotalsView } from '../../ledger';
import {
  GetCardCodeRedemptionTotalsQuery,
  GetRechargeTotalsQuery,
  type AmountTotals,
  type ReportRange,
} from '../../payments';
import { DomainError } from '../../platform/errors/domain-error';
import { ReportFiguresDto, ReportSummaryDto, ReportSummaryRequestDto } from './reports.staff.dto';
import { bucketsBetween, percentString, type ReportBucket } from './report-buckets';
import { StaffController, StaffEndpoint } from '../../staff';

const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_DAYS = 30;
const MAX_BUCKETS = 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function invalid(field: string, en: string, zh: string): DomainError {
  return DomainError.invalidFields([{ field, message: { en, zh } }]);
}

/** The range asked for: a date-only `to` means the end of that day; defaults: the last 30 days, by day. */
export function reportRange(request: ReportSummaryRequestDto, now: Date): ReportRange {
  const bucket = (request.bucket ?? 'day') as ReportBucket;
  const to = request.to ? new Date(Date.parse(request.to) + (DATE_ONLY.test(request.to) ? DAY_MS : 0)) : now;
  const from = request.from ? new Date(Date.parse(request.from)) : new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
  if (Number.isNaN(from.getTime())) throw invalid('from', 'from is not a valid date', 'from 不是有效日期');
  if (Number.isNaN(to.getTime())) throw invalid('to', 'to is not a valid date', 'to 不是有效日期');
  if (from >= to) throw invalid('to', 'to must be after from', 'to 须晚于 from');
  return { from, to, bucket };
}

interface Figures {
  deposits: bigint;
  depositCount: number;
  cardCodes: bigint;
  cardCodeCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  boxSpend: bigint;
  boxGranted: bigint;
  boxesOpened: number;
}

const noFigures = (): Figures => ({
  deposits: 0n,
  depositCount: 0,
  cardCodes: 0n,
  cardCodeCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  boxSpend: 0n,
  boxGranted: 0n,
  boxesOpened: 0,
});

function toFiguresDto(figures: Figures): ReportFiguresDto {
  return {
    deposits: formatAmount(figures.deposits),
    deposit_count: figures.depositCount,
    card_codes: formatAmount(figures.cardCodes),
    card_code_count: figures.cardCodeCount,
    withdrawals: formatAmount(figures.withdrawals),
    withdrawal_count: figures.withdrawalCount,
    box_spend: formatAmount(figures.boxSpend),
    box_granted: formatAmount(figures.boxGranted),
    ggr: formatAmount(figures.boxSpend - figures.boxGranted),
    boxes_opened: figures.boxesOpened,
  };
}

@StaffController('reports')
export class ReportsStaffController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('summary')
  @StaffEndpoint('list', 'reports', {
    summary: 'The dashboard: deposits, card codes, withdrawals, GGR per bucket; player balances now; RTP per box',
    description:
      'from (inclusive) and to (exclusive; a date-only `to` includes that day), default the last 30 days; bucket day, week ' +
      '(from Monday) or month, UTC. Box openings and extractions appear a moment after they happen (read models fed from ' +
      'the log). 400 VALIDATION_FAILED naming from, to or bucket (at most 1000 buckets).',
    type: ReportSummaryDto,
  })
  async summary(@Query() request: ReportSummaryRequestDto): Promise<ReportSummaryDto> {
    const now = new Date();
    const range = reportRange(request, now);
    const buckets = bucketsBetween(range.from, range.to, range.bucket, MAX_BUCKETS);
    if (!buckets) {
      throw invalid(
        'bucket',
        `at most ${MAX_BUCKETS} buckets: choose a wider bucket`,
        `最多 ${MAX_BUCKETS} 个区间，请选择更大的粒度`,
      );
    }
    const [deposits, cardCodes, withdrawals, opens, journal, boxes] = await Promise.all([
      this.queryBus.execute<GetRechargeTotalsQuery, AmountTotals>(new GetRechargeTotalsQuery(range)),
      this.queryBus.execute<GetCardCodeRedemptionTotalsQuery, AmountTotals>(
        new GetCardCodeRedemptionTotalsQuery(range),
      ),
      this.queryBus.execute<GetWithdrawalTotalsQuery, WithdrawalTotals>(new GetWithdrawalTotalsQuery(range)),
      this.queryBus.execute<GetBoxOpenTotalsQuery, BoxOpenTotals>(new GetBoxOpenTotalsQuery(range)),
      this.queryBus.execute<GetJournalTotalsQuery, JournalTotalsView>(new GetJournalTotalsQuery()),
      this.queryBus.execute<ListBoxesForStaffQuery, StaffBoxView[]>(new ListBoxesForStaffQuery()),
    ]);

    const series = new Map(buckets.map((bucket) => [bucket, noFigures()]));
    const at = (bucket: string) => {
      // A bucket outside the axis cannot happen (both are UTC date_trunc); keep the figure rather than lose it.
      let figures = series.get(bucket);
      if (!figures) series.set(bucket, (figures = noFigures()));
      return figures;
    };
    for (const point of deposits.series)
      Object.assign(at(point.bucket), { deposits: point.amount, depositCount: point.count });
    for (const point of cardCodes.series)
      Object.assign(at(point.bucket), { cardCodes: point.amount, cardCodeCount: point.count });
    for (const point of withdrawals.series) {
      Object.assign(at(point.bucket), { withdrawals: point.amount, withdrawalCount: point.count });
    }
    for (const point of opens.series) {
      Object.assign(at(point.bucket), { boxSpend: point.spent, boxGranted: point.granted, boxesOpened: point.boxes });
    }

    const configured = new Map(boxes.map((box) => [box.id, box]));
    const opened = new Map(opens.byBox.map((box) => [box.boxId, box]));
    const boxIds = [...new Set([...configured.keys(), ...opened.keys()])].sort();

    return {
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      bucket: range.bucket,
      totals: toFiguresDto({
        deposits: deposits.total,
        depositCount: deposits.count,
        cardCodes: cardCodes.total,
        cardCodeCount: cardCodes.count,
        withdrawals: withdrawals.total,
        withdrawalCount: withdrawals.count,
        boxSpend: opens.spent,
        boxGranted: opens.granted,
        boxesOpened: opens.boxes,
      }),
      player_balances: journal.players,
      player_balances_at: now.toISOString(),
      series: [...series.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([bucket, figures]) => ({ bucket, ...toFiguresDto(figures) })),
      boxes: boxIds.map((boxId) => {
        const box = configured.get(boxId);
        const figures = opened.get(boxId);
        return {
          box_id: boxId,
          name_zh: box?.name_zh ?? figures?.nameZh ?? '',
          name_en: box?.name_en ?? figures?.nameEn ?? '',
          boxes_opened: figures?.boxes ?? 0,
          spent: formatAmount(figures?.spent ?? 0n),
          granted: formatAmount(figures?.granted ?? 0n),
          rtp_actual: figures ? percentString(figures.granted, figures.spent) : null,
          rtp_configured: box?.rtp ?? null,
        };
      }),
    };
  }
}
