// Public query of the catalogue for the admin console: one box, enabled or not, read fresh (no
// cache), with its pool in draw order, each entry's odds, and the box's RTP.
import { Query } from '@nestjs/cqrs';
import type { BoxPoolEntryView, BoxView } from '../get-box-for-opening/get-box-for-opening.query';

export interface StaffBoxPoolEntryView extends BoxPoolEntryView {
  /** weight / total weight, percent, two decimals half up ("4.55"). */
  odds: string;
}

export interface StaffBoxDetailView extends BoxView {
  sortOrder: number;
  /** Expected item value of one draw over the price, percent, two decimals half up. */
  rtp: string;
  /** ISO-8601 UTC. */
  updatedAt: string;
  pool: readonly StaffBoxPoolEntryView[];
}

/** The box, or null when there is no such box. */
export class GetBoxForStaffQuery extends Query<StaffBoxDetailView | null> {
  constructor(readonly boxId: string) {
    super();
  }
}
