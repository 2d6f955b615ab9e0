// Reconciles recharge orders with the credits they caused (architecture.md, "Trust"): each paid
// order's payment equals its price; the player's stream holds exactly one recharge credit of the
// order's coins, and the first-recharge bonus, the VIP level change and the VIP rebate follow from
// the rules recorded on the order (RechargeRulesDecided) and the player's earlier recharges, as the
// recharge decider computes them; the commission is the recorded rate on the price, credited once to
// the recorded inviter. Every credit or level change referring to an order refers to a paid one. A
// paid order the order-completion process has not reached yet is pending, not a failure. Not
// recomputed (configuration and identity keep no history in the log): who the inviter is and the
// rate of their promotion level (recorded on ReferralDecided), and a package's coins and price
// (recorded on OrderPlaced).
import { ChangeType, formatAmount } from '@lootledger/contracts';
import { compareLogPositions, type LogPosition, type RecordedEvent } from '@lootledger/event-store';
import { vipLevelFor } from '../../../ledger';
import { checkpointIn, defineAuditCheck, describeRecorded, scanEvents } from '../../../platform/event-sourcing';
import {
  ORDER,
  recordedVipLevels,
  type OrderPaid,
  type OrderPlaced,
  type RechargeRulesDecided,
  type ReferralDecided,
  type ReferralPaid,
} from '../domain/order';
import { REFUSED_PAYMENT_STREAM_PREFIX } from '../domain/refused-payment';
import { ORDER_COMPLETION_PROCESS } from '../order-completion.process';

const ORDER_CHANGE_TYPES: readonly number[] = [
  ChangeType.RECHARGE,
  ChangeType.FIRST_RECHARGE_BONUS,
  ChangeType.VIP_REBATE,
  ChangeType.REFERRAL_COMMISSION,
];

interface Fact<Data> {
  data: Data;
  where: string;
}

interface Order {
  placed?: Fact<OrderPlaced['data']>;
  paid: (Fact<OrderPaid['data']> & { position: LogPosition })[];
  rules?: Fact<RechargeRulesDecided['data']>;
  credited?: string;
  referral?: Fact<ReferralDecided['data']>;
  referralPaid?: Fact<ReferralPaid['data']>;
}

/** A coin credit of an order's change type on a player's stream, with the account as it stood. */
interface Credit {
  streamId: string;
  where: string;
  changeType: number;
  amount: bigint;
  /** RECHARGE only: its rank among the stream's recharges (1: first), the total after it, the VIP level before it. */
  rank: number;
  totalAfter: bigint;
  levelBefore: number;
}

interface LevelChange {
  streamId: string;
  where: string;
  from: number;
  to: number;
}

const integer = (value: unknown): bigint | null =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? BigInt(value) : null;

export const paidOrdersCheck = defineAuditCheck(
  'recharge orders: payments, credits, bonuses, commissions',
  async (tx, failures) => {
    const orders = new Map<string, Order>();
    const credits = new Map<string, Credit[]>();
    const levelChanges = new Map<string, LevelChange[]>();
    const checkpoint = await checkpointIn(tx, ORDER_COMPLETION_PROCESS);

    // The account as the recharge decider sees it, folded along each player stream.
    let stream = '';
    let recharges = 0;
    let total = 0n;
    let level = 0;
    const visit = (event: RecordedEvent) => {
      const where = describeRecorded(event);
      const orderId = ORDER.idOf(event.streamId);
      if (orderId !== null) {
        const order = orders.get(orderId) ?? { paid: [] };
        orders.set(orderId, order);
        switch (event.type) {
          case 'OrderPlaced':
            order.placed = { data: event.data as unknown as OrderPlaced['data'], where };
            break;
          case 'OrderPaid':
            order.paid.push({ data: event.data as unknown as OrderPaid['data'], where, position: event });
            break;
          case 'RechargeRulesDecided':
            order.rules = { data: event.data as unknown as RechargeRulesDecided['data'], where };
            break;
          case 'OrderCredited':
            order.credited = where;
            break;
          case 'ReferralDecided':
            order.referral = { data: event.data as unknown as ReferralDecided['data'], where };
            break;
          case 'ReferralPaid':
            order.referralPaid = { data: event.data as unknown as ReferralPaid['data'], where };
            break;
        }
        return;
      }
      if (event.streamId !== stream) {
        stream = event.streamId;
        recharges = 0;
        total = 0n;
        level = 0;
      }
      const reference = String(event.data.reference);
      if (event.type === 'VipLevelChanged') {
        const change = { streamId: stream, where, from: Number(event.data.from), to: Number(event.data.to) };
        levelChanges.set(reference, [...(levelChanges.get(reference) ?? []), change]);
        level = change.to;
        return;
      }
      const changeType = Number(event.data.change_type);
      const amount = integer(event.data.amount) ?? 0n;
      if (changeType === ChangeType.RECHARGE) {
        recharges++;
        total += amount;
      }
      const isRecharge = changeType === ChangeType.RECHARGE;
      const credit: Credit = {
        streamId: stream,
        where,
        changeType,
        amount,
        rank: isRecharge ? recharges : 0,
        totalAfter: isRecharge ? total : 0n,
        levelBefore: level,
      };
      credits.set(reference, [...(credits.get(reference) ?? []), credit]);
    };
    await scanEvents(
      tx,
      ['OrderPlaced', 'OrderPaid', 'RechargeRulesDecided', 'OrderCredited', 'ReferralDecided', 'ReferralPaid'],
      visit,
      `e.stream_id LIKE 'order-%'`,
    );
    await scanEvents(
      tx,
      ['CoinsCredited', 'VipLevelChanged'],
      visit,
      `e.stream_id LIKE 'player-%' AND (e.event_type = 'VipLevelChanged' OR e.data->>'change_type' IN (${ORDER_CHANGE_TYPES.map((type) => `'${type}'`).join(', ')}))`,
    );

    /** "gateway trade_no" -> the order it paid. */
    const trades = new Map<string, string>();
    let paidOrders = 0;
    let reconciled = 0;
    let pending = 0;
    let withRules = 0;
    let commissions = 0;
    for (const [orderId, order] of orders) {
      const paid = order.paid[0];
      if (!paid) continue;
      paidOrders++;
      const placed = order.placed;
      if (!placed) {
        failures.add(`${paid.where}: order ${orderId} paid but never placed`);
        continue;
      }
      for (const again of order.paid.slice(1)) failures.add(`${again.where}: order ${orderId} paid a second time`);
      // Reconciled with the gateway's trade numbers: paid at the order's own gateway, under a trade
      // number no other order was paid with.
      if (paid.data.gateway !== placed.data.gateway) {
        failures.add(`${paid.where}: order ${orderId} placed at ${placed.data.gateway}, paid at ${paid.data.gateway}`);
      }
      const trade = `${paid.data.gateway} ${paid.data.trade_no}`;
      if (!paid.data.trade_no) failures.add(`${paid.where}: order ${orderId} paid without a trade number`);
      else if (trades.has(trade)) failures.add(`${paid.where}: trade ${trade} also paid order ${trades.get(trade)}`);
      else trades.set(trade, orderId);
      const price = BigInt(placed.data.price);
      if (integer(paid.data.amount) !== price) {
        failures.add(
          `${paid.where}: order ${orderId} paid ${formatAmount(integer(paid.data.amount) ?? 0n)}, its price is ${formatAmount(price)}`,
        );
      }
      const processed = checkpoint !== null && compareLogPositions(paid.position, checkpoint) <= 0;
      const player = `player-${placed.data.player_id}`;
      const ofType = (type: number) => (credits.get(orderId) ?? []).filter((credit) => credit.changeType === type);
      /** At most one credit of `what`, of `amount` to `streamId`; a missing one fails when `owed`. */
      const expectOne = (found: Credit[], what: string, streamId: string, amount: bigint, owed: string | null) => {
        for (const extra of found.slice(1)) failures.add(`${extra.where}: ${what} of order ${orderId} credited twice`);
        const credit = found[0];
        if (!credit) {
          if (amount > 0n && owed)
            failures.add(`${owed}: ${what} of ${formatAmount(amount)} never credited to ${streamId}`);
          return;
        }
        if (amount === 0n) failures.add(`${credit.where}: ${what} of order ${orderId}, none is due`);
        else if (credit.streamId !== streamId || credit.amount !== amount) {
          failures.add(
            `${credit.where}: ${what} of order ${orderId} is ${formatAmount(credit.amount)} to ${credit.streamId}, due ${formatAmount(amount)} to ${streamId}`,
          );
        }
      };

      const [credit, ...twice] = ofType(ChangeType.RECHARGE);
      if (!credit) {
        // Paid, not credited: pending until the order-completion process has passed the payment.
        if (!order.credited && !processed) {
          pending++;
          continue;
        }
        failures.add(`${order.credited ?? paid.where}: order ${orderId} paid but never credited to ${player}`);
        continue;
      }
      expectOne([credit, ...twice], 'recharge', player, BigInt(placed.data.bean), paid.where);

      const levels = levelChanges.get(orderId) ?? [];
      if (order.rules) {
        withRules++;
        const bonus = credit.rank === 1 ? BigInt(order.rules.data.first_recharge_bonus) : 0n;
        expectOne(ofType(ChangeType.FIRST_RECHARGE_BONUS), 'first-recharge bonus', player, bonus, credit.where);
        const reached = vipLevelFor(credit.totalAfter, recordedVipLevels(order.rules.data));
        const to = reached?.level ?? 0;
        const rebate = (BigInt(placed.data.bean) * BigInt(reached?.rebateBp ?? 0)) / 10_000n;
        expectOne(ofType(ChangeType.VIP_REBATE), 'VIP rebate', player, rebate, credit.where);
        const found = levels.map((change) => `${change.streamId} ${change.from}->${change.to}`).join(', ');
        const due = to === credit.levelBefore ? '' : `${player} ${credit.levelBefore}->${to}`;
        if (found !== due) {
          failures.add(
            `${levels[0]?.where ?? credit.where}: order ${orderId} moved the VIP level [${found}], the recorded rules say [${due}]`,
          );
        }
      } else {
        // Credited before orders recorded their rules: each extra once, the bonus on a first recharge only.
        for (const [type, what] of [
          [ChangeType.FIRST_RECHARGE_BONUS, 'first-recharge bonus'],
          [ChangeType.VIP_REBATE, 'VIP rebate'],
        ] as const) {
          const found = ofType(type);
          expectOne(found, what, player, found[0]?.amount ?? 0n, null);
        }
        const [bonus] = ofType(ChangeType.FIRST_RECHARGE_BONUS);
        if (bonus && credit.rank !== 1) failures.add(`${bonus.where}: first-recharge bonus on a later recharge`);
      }

      const commission = ofType(ChangeType.REFERRAL_COMMISSION);
      const referral = order.referral;
      if (!referral) {
        if (processed) failures.add(`${paid.where}: order ${orderId} processed without a referral decision`);
        for (const extra of commission) failures.add(`${extra.where}: commission on order ${orderId}, never decided`);
      } else {
        commissions++;
        const { inviter_id: inviter, rate_bp: rate } = referral.data;
        const due = inviter ? (price * BigInt(rate)) / 10_000n : 0n;
        if (integer(referral.data.commission) !== due) {
          failures.add(
            `${referral.where}: commission ${formatAmount(integer(referral.data.commission) ?? 0n)} is not ${rate} bp of ${formatAmount(price)} (${formatAmount(due)})`,
          );
        }
        const owed = order.referralPaid?.where ?? (processed ? referral.where : null);
        expectOne(commission, 'referral commission', `player-${inviter}`, due, owed);
        if (order.referralPaid && integer(order.referralPaid.data.commission) !== due) {
          failures.add(`${order.referralPaid.where}: records a commission of ${order.referralPaid.data.commission}`);
        }
      }
      reconciled++;
    }

    // Credits and level changes of an order's kind that no paid order explains.
    let orderCredits = 0;
    for (const [reference, found] of credits) {
      orderCredits += found.length;
      if (orders.get(reference)?.paid.length) continue;
      for (const credit of found) failures.add(`${credit.where}: credit refers to ${reference}, not a paid order`);
    }
    for (const [reference, found] of levelChanges) {
      if (orders.get(reference)?.paid.length) continue;
      for (const change of found)
        failures.add(`${change.where}: VIP level change refers to ${reference}, not a paid order`);
    }

    // A payment refused (unknown order, wrong amount, expired) never paid the order it named.
    let refused = 0;
    await scanEvents(
      tx,
      ['PaymentRefused'],
      (event) => {
        refused++;
        const trade = `${String(event.data.gateway)} ${String(event.data.trade_no)}`;
        const paidOrder = trades.get(trade);
        if (paidOrder !== undefined) {
          failures.add(
            `${describeRecorded(event)}: trade ${trade} refused (${String(event.data.reason)}) yet paid order ${paidOrder}`,
          );
        }
      },
      `e.stream_id LIKE '${REFUSED_PAYMENT_STREAM_PREFIX}%'`,
    );

    return [
      `${paidOrders} paid orders: ${reconciled} reconciled with their credits (${withRules} recomputed from their recorded rules, ${commissions} referral decisions), ${pending} pending (the order-completion process has not reached them)`,
      `${orderCredits} recharge, bonus, rebate and commission credits each refer to a paid order`,
      `${paidOrders} paid orders at their own gateways under ${trades.size} distinct trade numbers; ${refused} refused payments recorded, none of them paid an order`,
    ];
  },
);
