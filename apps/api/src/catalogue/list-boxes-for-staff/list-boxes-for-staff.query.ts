// Public query of the catalogue for the admin console: every box, enabled or not, with its RTP.
import { Query } from '@nestjs/cqrs';
import type { BoxView } from '../get-box-for-opening/get-box-for-opening.query';

export interface StaffBoxView extends BoxView {
  sortOrder: number;
  itemCount: number;
  /** Expected item value of one draw over the price, percent, two decimals half up ("90.12"). */
  rtp: string;
  /** ISO-8601 UTC. */
  updatedAt: string;
}

/** Every box in listing order (sort order, then id). */
export class ListBoxesForStaffQuery extends Query<StaffBoxView[]> {}
