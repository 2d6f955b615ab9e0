// A recharge order's stream `order-{id}`: placed, paid at the gateway, then the process that credits
// it: the rules it is credited under, the player's recharge (coins, first-recharge bonus, VIP), the
// referrer's commission, done. Pure: facts, the state folded from them, and the decisions on a
// gateway notification.
import type { VipLevelRule } from '../../../ledger';
import { checkedEvents, defineStreamKind } from '../../../platform/event-sourcing';
import type { PayWay } from '../../gateway/payment-gateway.port';

export const ORDER_STREAM_PREFIX = 'order-';

export function orderStreamId(orderId: string): string {
  return `${ORDER_STREAM_PREFIX}${orderId}`;
}

export interface OrderPlaced {
  readonly type: 'OrderPlaced';
  readonly data: {
    readonly order_id: string;
    readonly player_id: string;
    readonly package_id: string;
    /** Coins to credit, hundredths. */
    readonly bean: string;
    /** Money to pay, hundredths (fen). */
    readonly price: string;
    readonly pay_way: PayWay;
    readonly gateway: string;
    readonly expires_at: string;
  };
}

export interface OrderPaid {
  readonly type: 'OrderPaid';
  readonly data: {
    readonly gateway: string;
    readonly trade_no: string;
    readonly amount: string;
    readonly paid_at: string;
  };
}

/**
 * The rules the recharge is credited under, as configured when the order was credited (decided once,
 * before the credit, so a retry credits the same and the audit recomputes the credits from the log).
 */
export interface RechargeRulesDecided {
  readonly type: 'RechargeRulesDecided';
  readonly data: {
    /** The first-recharge bonus configured for the package's coins, hundredths ("0": none). */
    readonly first_recharge_bonus: string;
    /** The VIP levels in force: from which total of paid recharges (hundredths), at which rebate. */
    readonly vip_levels: readonly { readonly level: number; readonly threshold: string; readonly rebate_bp: number }[];
  };
}

/** The player's account took the recharge (coins, bonus, VIP level and rebate: one append there). */
export interface OrderCredited {
  readonly type: 'OrderCredited';
  readonly data: { readonly player_id: string; readonly balance_after: string };
}

/** Who earns a commission on this order and how much (decided once, so a retry pays the same). */
export interface ReferralDecided {
  readonly type: 'ReferralDecided';
  readonly data: {
    readonly inviter_id: string | null;
    readonly promotion_level: number;
    readonly rate_bp: number;
    /** Hundredths; 0 when there is no inviter or no rate. */
    readonly commission: string;
  };
}

export interface ReferralPaid {
  readonly type: 'ReferralPaid';
  readonly data: { readonly inviter_id: string; readonly commission: string };
}

/**
 * The order expired unpaid and its gateway closed the payment (or never had it): no payment can be
 * taken for it any more. Recorded by the order-expiry process after asking the gateway.
 */
export interface OrderClosed {
  readonly type: 'OrderClosed';
  readonly data: {
    readonly gateway: string;
    readonly gateway_status: 'closed' | 'not_found';
    readonly closed_at: string;
  };
}

export interface OrderCompleted {
  readonly type: 'OrderCompleted';
  readonly data: Record<string, never>;
}

export type OrderEvent =
  | OrderPlaced
  | OrderPaid
  | RechargeRulesDecided
  | OrderCredited
  | ReferralDecided
  | ReferralPaid
  | OrderCompleted
  | OrderClosed;

export interface OrderState {
  readonly placed: OrderPlaced['data'] | null;
  readonly paid: OrderPaid['data'] | null;
  readonly rules: RechargeRulesDecided['data'] | null;
  readonly credited: boolean;
  readonly referral: ReferralDecided['data'] | null;
  readonly referralPaid: boolean;
  readonly completed: boolean;
  /** Closed at its gateway after it expired unpaid. */
  readonly closed: boolean;
}

export function initialOrderState(): OrderState {
  return {
    placed: null,
    paid: null,
    rules: null,
    credited: false,
    referral: null,
    referralPaid: false,
    completed: false,
    closed: false,
  };
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced':
      return { ...state, placed: event.data };
    case 'OrderPaid':
      return { ...state, paid: event.data };
    case 'RechargeRulesDecided':
      return { ...state, rules: event.data };
    case 'OrderCredited':
      return { ...state, credited: true };
    case 'ReferralDecided':
      return { ...state, referral: event.data };
    case 'ReferralPaid':
      return { ...state, referralPaid: true };
    case 'OrderCompleted':
      return { ...state, completed: true };
    case 'OrderClosed':
      return { ...state, closed: true };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown order event ${(unknown as { type: string }).type}`);
    }
  }
}

const orderEvent = checkedEvents<OrderEvent>();

export const ORDER = defineStreamKind<OrderState, OrderEvent>({
  name: 'order',
  prefix: ORDER_STREAM_PREFIX,
  events: [
    orderEvent('OrderPlaced', (data, check) => {
      check.string(data.player_id, 'player_id');
      check.integer(data.bean, 'bean');
      check.integer(data.price, 'price');
      check.string(data.expires_at, 'expires_at');
    }),
    orderEvent('OrderPaid', (data, check) => check.integer(data.amount, 'amount')),
    orderEvent('RechargeRulesDecided', (data, check) => {
      check.integer(data.first_recharge_bonus, 'first_recharge_bonus');
      check.that(Array.isArray(data.vip_levels), 'vip_levels missing');
    }),
    orderEvent('OrderCredited'),
    orderEvent('ReferralDecided', (data, check) => check.integer(data.commission, 'commission')),
    orderEvent('ReferralPaid', (data, check) => check.integer(data.commission, 'commission')),
    orderEvent('OrderCompleted'),
    orderEvent('OrderClosed', (data, check) => check.string(data.closed_at, 'closed_at')),
  ],
  initialState: initialOrderState,
  evolve: evolveOrder,
});

export type OrderStatus = 'pending' | 'paid' | 'expired';

/** Paid once a payment is recorded; closed, or unpaid past its expiry, expired; else pending. */
export function orderStatus(state: OrderState, now: Date): OrderStatus {
  if (state.paid) return 'paid';
  if (state.closed) return 'expired';
  if (state.placed && now.getTime() > Date.parse(state.placed.expires_at)) return 'expired';
  return 'pending';
}

export interface PaymentNotice {
  gateway: string;
  tradeNo: string;
  amount: bigint;
  paidAt: Date;
}

export type PaymentDecision =
  | { kind: 'record'; event: OrderPaid }
  | { kind: 'duplicate' }
  | { kind: 'refuse'; outcome: 'unknown_order' | 'amount_mismatch' | 'order_expired' };

/**
 * What a gateway's (verified) paid notification means for the order: recorded once; any repeat a
 * duplicate (whatever its trade number: a second payment of one order is for staff to refund, it
 * credits nothing); refused when it comes from another gateway than the order's (no such order
 * there), when the amount differs, or when the payment came after the order expired or was closed.
 */
export function decidePayment(state: OrderState, notice: PaymentNotice): PaymentDecision {
  const placed = state.placed;
  if (!placed || placed.gateway !== notice.gateway) return { kind: 'refuse', outcome: 'unknown_order' };
  if (notice.amount !== BigInt(placed.price)) return { kind: 'refuse', outcome: 'amount_mismatch' };
  if (state.paid) return { kind: 'duplicate' };
  if (state.closed || notice.paidAt.getTime() > Date.parse(placed.expires_at)) {
    return { kind: 'refuse', outcome: 'order_expired' };
  }
  return {
    kind: 'record',
    event: {
      type: 'OrderPaid',
      data: {
        gateway: notice.gateway,
        trade_no: notice.tradeNo,
        amount: notice.amount.toString(),
        paid_at: notice.paidAt.toISOString(),
      },
    },
  };
}

/** Whether the expiry process should ask the gateway about this order at `now`: unpaid, open, past its expiry. */
export function isDueToClose(state: OrderState, now: Date): boolean {
  return !!state.placed && !state.paid && !state.closed && now.getTime() > Date.parse(state.placed.expires_at);
}

/** The rules in force now (the package's first-recharge bonus, the VIP levels), recorded on the order. */
export function decideRechargeRules(
  firstRechargeBonus: bigint,
  vipLevels: readonly VipLevelRule[],
): RechargeRulesDecided {
  return {
    type: 'RechargeRulesDecided',
    data: {
      first_recharge_bonus: firstRechargeBonus.toString(),
      vip_levels: vipLevels.map((rule) => ({
        level: rule.level,
        threshold: rule.threshold.toString(),
        rebate_bp: rule.rebateBp,
      })),
    },
  };
}

/** The VIP levels a RechargeRulesDecided recorded, as the recharge decider takes them. */
export function recordedVipLevels(rules: RechargeRulesDecided['data']): VipLevelRule[] {
  return rules.vip_levels.map((rule) => ({
    level: rule.level,
    threshold: BigInt(rule.threshold),
    rebateBp: rule.rebate_bp,
  }));
}

/** The commission on a paid order: the referrer's rate on the money paid, rounded down. */
export function decideReferral(
  state: OrderState,
  inviter: { inviterId: string | null; level: number; rateBp: number },
): ReferralDecided {
  const paid = BigInt(state.placed!.price);
  const commission = inviter.inviterId ? (paid * BigInt(inviter.rateBp)) / 10_000n : 0n;
  return {
    type: 'ReferralDecided',
    data: {
      inviter_id: inviter.inviterId,
      promotion_level: inviter.level,
      rate_bp: inviter.rateBp,
      commission: commission.toString(),
    },
  };
}
