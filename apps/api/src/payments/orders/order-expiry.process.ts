// The order-expiry process: an unpaid order past its expiry is asked about at its gateway before it is
// closed (a notification may be late: Alipay trade.query, WeChat Pay's order query, the Stripe
// session), then closed there (trade.close, close, expire) so the gateway takes no money for it. Paid
// meanwhile, the payment is recorded as a notification would be (credited once either way). A gateway
// that cannot answer is asked again on the next pass; other orders go on.
import { Injectable, Logger } from '@nestjs/common';
import { EventSourcing } from '../../platform/event-sourcing';
import { ScheduledJob } from '../../platform/scheduling/scheduled-job';
import { OrdersService } from './orders.service';

export const ORDER_EXPIRY_PROCESS = 'payments.order-expiry';

/** Orders looked at per pass. */
const PER_PASS = 50;

@Injectable()
export class OrderExpiryProcess extends ScheduledJob {
  private readonly log = new Logger('OrderExpiryProcess');

  constructor(
    eventSourcing: EventSourcing,
    private readonly orders: OrdersService,
  ) {
    super(eventSourcing, { name: ORDER_EXPIRY_PROCESS, everyMs: 15_000 });
  }

  protected override async tick(now: Date): Promise<number> {
    let closed = 0;
    for (const orderId of await this.orders.dueToClose(now, PER_PASS)) {
      try {
        if ((await this.orders.closeExpired(orderId, now)) !== 'skipped') closed++;
      } catch (error) {
        this.log.warn(`order ${orderId}: its gateway could not be asked now (${(error as Error).message}); next pass`);
      }
    }
    return closed;
  }
}
