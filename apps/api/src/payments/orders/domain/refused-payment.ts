// A payment a gateway reported that we refused (stream `refused-payment-{gateway}-{trade_no}`): the
// order is unknown (or another gateway's), the amount differs from the order's price, or the order
// had expired or was closed. Nothing is credited; the refusal is kept so that staff can refund the
// payer at the gateway and the audit can tell every reported trade apart. One stream per gateway
// trade; each reason is recorded once however often the gateway repeats itself.
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';

export const REFUSED_PAYMENT_STREAM_PREFIX = 'refused-payment-';

export type RefusalReason = 'unknown_order' | 'amount_mismatch' | 'order_expired';

export function refusedPaymentStreamId(gateway: string, tradeNo: string): string {
  return `${REFUSED_PAYMENT_STREAM_PREFIX}${refusedPaymentKey(gateway, tradeNo)}`;
}

export function refusedPaymentKey(gateway: string, tradeNo: string): string {
  return `${gateway}-${tradeNo}`;
}

export interface PaymentRefused {
  readonly type: 'PaymentRefused';
  readonly data: {
    readonly gateway: string;
    readonly trade_no: string;
    /** The order the gateway named (out_trade_no), known to us or not. */
    readonly order_id: string;
    /** Paid, hundredths (fen). */
    readonly amount: string;
    readonly paid_at: string;
    readonly reason: RefusalReason;
  };
}

export interface RefusedPaymentState {
  readonly refusals: readonly PaymentRefused['data'][];
}

const refusedEvent = checkedEvents<PaymentRefused>();

export const REFUSED_PAYMENT = defineStreamKind<RefusedPaymentState, PaymentRefused>({
  name: 'refused-payment',
  prefix: REFUSED_PAYMENT_STREAM_PREFIX,
  events: [
    refusedEvent('PaymentRefused', (data, check) => {
      check.string(data.order_id, 'order_id');
      check.integer(data.amount, 'amount');
      check.string(data.reason, 'reason');
    }),
  ],
  initialState: () => ({ refusals: [] }),
  evolve: (state, event) => ({ refusals: [...state.refusals, event.data] }),
});

/** The refusal to record, or none when this reason is already recorded for the trade. */
export function decideRefusal(state: RefusedPaymentState, refusal: PaymentRefused['data']): PaymentRefused[] {
  return state.refusals.some((recorded) => recorded.reason === refusal.reason)
    ? []
    : [{ type: 'PaymentRefused', data: refusal }];
}
