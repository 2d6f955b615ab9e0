// The order-completion process: every paid order is completed (credited, its referral decided and
// paid, done), even when the request that recorded the payment died half way. It reacts to
// OrderPaid from its checkpoint, so after a crash or a restart it takes up the orders it had not
// finished; completing is idempotent, so an order the notification already completed costs a read.
import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '@lootledger/event-store';
import { EventSourcing, ProcessManager } from '../../platform/event-sourcing';
import { ORDER } from './domain/order';
import { OrdersService } from './orders.service';

/** The process's name: its checkpoint, which the audit compares paid orders with. */
export const ORDER_COMPLETION_PROCESS = 'payments.order-completion';

@Injectable()
export class OrderCompletionProcess extends ProcessManager {
  constructor(
    eventSourcing: EventSourcing,
    private readonly orders: OrdersService,
  ) {
    super(eventSourcing, { name: ORDER_COMPLETION_PROCESS, reactsTo: ['OrderPaid'], pollIntervalMs: 1_000 });
  }

  protected override async handle(event: RecordedEvent): Promise<void> {
    const orderId = ORDER.idOf(event.streamId);
    if (orderId !== null) await this.orders.complete(orderId);
  }
}
