// Reads what the economy reports need from the contexts that own it: the ledger's coins by change
// type and the games' free box openings, over a range, per bucket; then the pure sums.
import { QueryBus } from '@nestjs/cqrs';
import { Injectable } from '@nestjs/common';
import { GetBoxOpenTotalsQuery, type BoxOpenTotals } from '../../games';
import { GetChangeTypeTotalsQuery, type ChangeTypeTotal } from '../../ledger';
import type { ReportRange } from '../../payments';
import { economyFigures } from './economy-figures';

@Injectable()
export class EconomyReader {
  constructor(private readonly queryBus: QueryBus) {}

  async figures(range: ReportRange, buckets: readonly string[]): Promise<ReturnType<typeof economyFigures>> {
    const [coins, opens] = await Promise.all([
      this.queryBus.execute<GetChangeTypeTotalsQuery, ChangeTypeTotal[]>(new GetChangeTypeTotalsQuery(range)),
      this.queryBus.execute<GetBoxOpenTotalsQuery, BoxOpenTotals>(new GetBoxOpenTotalsQuery(range)),
    ]);
    return economyFigures(buckets, coins, opens.series);
  }
}
