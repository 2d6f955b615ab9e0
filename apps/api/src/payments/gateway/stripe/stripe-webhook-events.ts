// The Stripe webhook events already handled (table payments_stripe_events, created by the gateway's
// migrations): Stripe delivers an event at least once, and again until it gets a 2xx; an event seen
// before is answered as it was the first time, without asking the orders side again.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import type { NotificationOutcome } from '../payment-gateway.port';
import { STRIPE_EVENTS_TABLE as TABLE } from './stripe-payment.migrations';

export interface HandledEvent {
  eventId: string;
  type: string;
  orderId: string;
  tradeNo: string;
  outcome: NotificationOutcome;
}

@Injectable()
export class StripeWebhookEvents {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  /** The event's first answer, or undefined when it was never handled to the end. */
  async handled(eventId: string): Promise<HandledEvent | undefined> {
    const { rows } = await this.sql.query<{
      event_id: string;
      type: string;
      order_id: string;
      trade_no: string;
      outcome: NotificationOutcome;
    }>(`SELECT event_id, type, order_id, trade_no, outcome FROM ${TABLE} WHERE event_id = $1`, [eventId]);
    const row = rows[0];
    return (
      row && {
        eventId: row.event_id,
        type: row.type,
        orderId: row.order_id,
        tradeNo: row.trade_no,
        outcome: row.outcome,
      }
    );
  }

  /** Kept once the orders side answered (a copy handled at the same time keeps the first answer). */
  async record(event: HandledEvent, at: Date): Promise<void> {
    await this.sql.query(
      `INSERT INTO ${TABLE} (event_id, type, order_id, trade_no, outcome, received_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, event.type, event.orderId, event.tradeNo, event.outcome, at],
    );
  }
}
