// Public query of games for the admin dashboard: what players paid for boxes and the value of the
// items those openings granted, over a time range, per day/week/month (UTC; weeks start on Monday)
// and per box. Read from the box-opens read model (fed from the log a moment after each opening);
// an opening counts once both its BoxOpened and ItemsGranted halves are in. Free openings (price 0)
// are counted in the figures and, apart, in freeBoxes / freeGranted (a bonus the house gave).
import { Query } from '@nestjs/cqrs';

export interface BoxOpenRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: 'day' | 'week' | 'month';
}

export interface BoxOpenFigures {
  /** Box prices paid, hundredths. */
  spent: bigint;
  /** Value of the items granted, hundredths. */
  granted: bigint;
  /** Boxes opened (an opening of num boxes counts num). */
  boxes: number;
  /** Of those, the free ones (daily free boxes: price 0) and the value of the items they granted. */
  freeBoxes: number;
  freeGranted: bigint;
}

export interface BoxOpenTotals extends BoxOpenFigures {
  /** Only buckets with openings, in time order; `bucket` is its first day, YYYY-MM-DD. */
  series: (BoxOpenFigures & { bucket: string })[];
  /** Each box opened in the range, by id. */
  byBox: (BoxOpenFigures & { boxId: string; nameZh: string; nameEn: string })[];
}

export class GetBoxOpenTotalsQuery extends Query<BoxOpenTotals> {
  constructor(readonly range: BoxOpenRange) {
    super();
  }
}
