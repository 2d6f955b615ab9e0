// Finishes purchases a request left reserved (a crash between the reservation and the grant): on its
// tick, every reservation pending for ABANDONED_PURCHASE_MS is finished (points spent and item
// granted, or cancelled when the points are no longer there). Every step is keyed by the purchase.
import { Injectable } from '@nestjs/common';
import { EventSourcing } from '../../platform/event-sourcing';
import { ScheduledJob } from '../../platform/scheduling/scheduled-job';
import { SHOP_PROCESS, ShopService } from './shop.service';

export const ABANDONED_PURCHASE_MS = 60_000;

@Injectable()
export class ShopProcess extends ScheduledJob {
  constructor(
    eventSourcing: EventSourcing,
    private readonly shop: ShopService,
  ) {
    super(eventSourcing, { name: SHOP_PROCESS, everyMs: 10_000 });
  }

  protected override tick(now: Date): Promise<number> {
    return this.shop.finishAbandoned(new Date(now.getTime() - ABANDONED_PURCHASE_MS), now);
  }
}
