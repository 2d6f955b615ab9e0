// Recharge orders (stream kind ORDER): placed (with the gateway's payment), paid (a verified gateway
// notification), then completed by steps that touch several streams, each idempotent so that a
// repeat or a crash anywhere is finished by the next run: the recharge rules in force and then the
// referral decision (each recorded on the order before it is paid out, so a retry pays the same and
// the audit recomputes it from the log), the player's recharge (ledger, one append keyed by the
// order), the commission (the referrer's ledger, keyed by the order), done. The notification runs
// them at once (the player's balance rises within the request); the order-completion process
// (order-completion.process.ts) finishes any order a crash left half done.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ChangeType, formatAmount } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import {
  CreditCoinsCommand,
  PlayerAccountService,
  RechargeAccountCommand,
  topUpRequested,
  type PlayerAccountResult,
} from '../../ledger';
import { GetPromotionStandingQuery, GetVipLevelsQuery, type PromotionStanding, type VipLevel } from '../../loyalty';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import {
  EventSourcing,
  systemContext,
  type Decide,
  type LoadedStream,
  type StreamRunner,
} from '../../platform/event-sourcing';
import {
  PAYMENT_GATEWAYS,
  PaymentGatewayUnavailableError,
  PaymentGateways,
  type CreatedPayment,
  type NotificationOutcome,
  type PaymentGateway,
  type PaymentNotificationSink,
  type PayWay,
  type VerifiedPaymentNotification,
} from '../gateway/payment-gateway.port';
import { findPackage, firstBonusFor } from '../packages/packages';
import {
  decidePayment,
  decideRechargeRules,
  decideReferral,
  isDueToClose,
  ORDER,
  recordedVipLevels,
  type OrderState,
  type PaymentDecision,
} from './domain/order';
import { decideRefusal, REFUSED_PAYMENT, refusedPaymentKey, type RefusedPaymentState } from './domain/refused-payment';

/** A gateway that cannot answer now is the player's 503 PAYMENT_GATEWAY_UNAVAILABLE (try again, or another pay way). */
async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentGatewayUnavailableError) throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE');
    throw error;
  }
}

/** What the player sees at the gateway, e.g. "Lootledger 100.00 coins". */
function paymentSubject(bean: bigint): string {
  return `Lootledger ${formatAmount(bean)} coins`;
}

export interface PlacedOrder {
  orderId: string;
  payment: CreatedPayment;
}

@Injectable()
export class OrdersService implements PaymentNotificationSink {
  private readonly orders: StreamRunner<OrderState>;
  private readonly refusals: StreamRunner<RefusedPaymentState>;

  constructor(
    eventSourcing: EventSourcing,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(PAYMENT_GATEWAYS) private readonly gateways: PaymentGateways,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly accounts: PlayerAccountService,
  ) {
    this.orders = eventSourcing.runner(ORDER);
    this.refusals = eventSourcing.runner(REFUSED_PAYMENT);
  }

  /** The pay ways the enabled gateways offer (GET /api/recharge/pay_ways). */
  payWays(): PayWay[] {
    return this.gateways.payWays();
  }

  load(orderId: string): Promise<LoadedStream<OrderState>> {
    return this.orders.load(orderId);
  }

  /** POST /api/recharge: the order (its own stream) and the gateway's payment for it. */
  async place(playerId: string, packageId: string, payWay: PayWay, now = new Date()): Promise<PlacedOrder> {
    const gateway = this.gateways.forPayWay(payWay);
    if (!gateway) throw new DomainError('PAY_WAY_UNAVAILABLE');
    const pkg = await findPackage(this.sql, packageId);
    if (!pkg) throw new DomainError('PACKAGE_NOT_FOUND');
    const orderId = `R${now.getTime()}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    // Unpaid, it expires (ORDER_TTL_SECONDS, 15 minutes by default): its QR code is refused then.
    const expiresAt = new Date(now.getTime() + this.config.orderTtlMs);
    // Asked for on the player's stream first: responsible gaming's guard decides it there, atomically
    // with the player's exclusions and deposit limits (403 SELF_EXCLUDED, 422 DEPOSIT_LIMIT_EXCEEDED).
    await this.accounts.execute(
      playerId,
      `top-up/${orderId}`,
      () => [topUpRequested(orderId, pkg.bean, now, expiresAt, this.config.signInTimeZone)],
      { actor: { type: 'player', id: playerId }, at: now },
    );
    await this.step(orderId, 'OrderPlaced', (state) =>
      state.placed
        ? []
        : [
            {
              type: 'OrderPlaced',
              data: {
                order_id: orderId,
                player_id: playerId,
                package_id: pkg.id,
                bean: pkg.bean.toString(),
                price: pkg.price.toString(),
                pay_way: payWay,
                gateway: gateway.name,
                expires_at: expiresAt.toISOString(),
              },
            },
          ],
    );
    const payment = await gatewayCall(() =>
      gateway.createPayment({ orderId, amount: pkg.price, subject: paymentSubject(pkg.bean), payWay, expiresAt }),
    );
    return { orderId, payment };
  }

  /**
   * The QR code and H5 link of a placed order, again (a phone reloading its payment page): the same
   * request to the gateway, which takes it as a retry of the same out_trade_no.
   */
  paymentLinks(placed: NonNullable<OrderState['placed']>): Promise<CreatedPayment> {
    return gatewayCall(() =>
      this.gatewayOf(placed).createPayment({
        orderId: placed.order_id,
        amount: BigInt(placed.price),
        subject: paymentSubject(BigInt(placed.bean)),
        payWay: placed.pay_way,
        expiresAt: new Date(placed.expires_at),
      }),
    );
  }

  /** PAYMENT_NOTIFICATION_SINK */
  receive(notification: VerifiedPaymentNotification): Promise<NotificationOutcome> {
    return this.receivePayment(notification);
  }

  /** A verified gateway notification: recorded once, then the order is completed. */
  async receivePayment(notification: VerifiedPaymentNotification): Promise<NotificationOutcome> {
    // Decided on the stream: a concurrent copy of the notification finds it recorded (a duplicate).
    let decision: PaymentDecision | null = null;
    await this.step(notification.orderId, 'OrderPaid', (state) => {
      decision = decidePayment(state, notification);
      return decision.kind === 'record' ? [decision.event] : [];
    });
    const decided: PaymentDecision = (decision as PaymentDecision | null) ?? {
      kind: 'refuse',
      outcome: 'unknown_order',
    };
    if (decided.kind === 'refuse') {
      await this.recordRefusal(notification, decided.outcome);
      return decided.outcome;
    }
    await this.complete(notification.orderId);
    return decided.kind === 'duplicate' ? 'duplicate' : 'accepted';
  }

  /** A refused payment, kept on the gateway trade's own stream (once per reason), credited nothing. */
  private async recordRefusal(notification: VerifiedPaymentNotification, reason: NotificationOutcome): Promise<void> {
    if (reason === 'accepted' || reason === 'duplicate') return;
    const key = refusedPaymentKey(notification.gateway, notification.tradeNo);
    await this.refusals.execute(
      key,
      `refused/${reason}`,
      (state) =>
        decideRefusal(state, {
          gateway: notification.gateway,
          trade_no: notification.tradeNo,
          order_id: notification.orderId,
          amount: notification.amount.toString(),
          paid_at: notification.paidAt.toISOString(),
          reason,
        }),
      systemContext('payments', new Date(), key),
    );
  }

  /**
   * An unpaid order past its expiry (the order-expiry process): its gateway is asked first, as a
   * notification may be late; paid there, the payment is recorded as a notification would be
   * (credited once either way); otherwise the gateway closes it, then the order is closed. Answers
   * what happened; a gateway that cannot answer now throws and the next pass asks again.
   */
  async closeExpired(orderId: string, now: Date): Promise<'paid' | 'closed' | 'skipped'> {
    const { state } = await this.orders.load(orderId);
    if (!isDueToClose(state, now)) return 'skipped';
    const placed = state.placed!;
    const gateway = this.gatewayOf(placed);
    const order = { orderId, payWay: placed.pay_way, amount: BigInt(placed.price) };
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await gateway.queryPayment(order);
      if (answer.status === 'paid') {
        await this.receivePayment(answer.notification);
        return 'paid';
      }
      const closed = answer.status === 'not_found' ? 'not_found' : await gateway.closePayment(order);
      if (closed === 'paid') continue; // paid between the query and the close: ask again
      await this.step(orderId, 'OrderClosed', (current) =>
        current.closed || current.paid
          ? []
          : [
              {
                type: 'OrderClosed',
                data: { gateway: gateway.name, gateway_status: closed, closed_at: now.toISOString() },
              },
            ],
      );
      return 'closed';
    }
    return 'skipped';
  }

  /** The orders the expiry process should look at now: unpaid, not closed, past their expiry (oldest first). */
  async dueToClose(now: Date, limit: number): Promise<string[]> {
    const { rows } = await this.sql.query<{ order_id: string }>(
      `SELECT order_id FROM payments_orders
        WHERE NOT paid AND closed_at IS NULL AND expires_at < $1
        ORDER BY expires_at, order_id LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.order_id);
  }

  private gatewayOf(placed: NonNullable<OrderState['placed']>): PaymentGateway {
    const gateway = this.gateways.named(placed.gateway);
    if (!gateway)
      throw new Error(`order ${placed.order_id}: its gateway ${placed.gateway} is not enabled (PAYMENT_PROVIDERS)`);
    return gateway;
  }

  /** Runs the order's remaining steps; a no-op for an unpaid or completed order. */
  async complete(orderId: string): Promise<void> {
    let state = (await this.orders.load(orderId)).state;
    if (!state.paid || state.completed) return;
    const placed = state.placed!;
    if (!state.credited) {
      if (!state.rules) {
        const [levels, bonus] = await Promise.all([
          this.queryBus.execute<GetVipLevelsQuery, VipLevel[]>(new GetVipLevelsQuery()),
          firstBonusFor(this.sql, BigInt(placed.bean)),
        ]);
        state = await this.step(orderId, 'RechargeRulesDecided', (current) =>
          current.rules ? [] : [decideRechargeRules(bonus, levels)],
        );
      }
      const rules = state.rules!;
      const result: PlayerAccountResult = await this.commandBus.execute(
        new RechargeAccountCommand({
          playerId: placed.player_id,
          orderId,
          amount: BigInt(placed.bean),
          firstRechargeBonus: BigInt(rules.first_recharge_bonus),
          vipLevels: recordedVipLevels(rules),
        }),
      );
      state = await this.step(orderId, 'OrderCredited', (current) =>
        current.credited
          ? []
          : [
              {
                type: 'OrderCredited',
                data: { player_id: placed.player_id, balance_after: result.balance.toString() },
              },
            ],
      );
    }
    if (!state.referral) {
      const profile = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
        new GetPlayerProfileQuery(placed.player_id),
      );
      const inviterId = profile?.inviterId ?? null;
      const standing = inviterId
        ? await this.queryBus.execute<GetPromotionStandingQuery, PromotionStanding>(
            new GetPromotionStandingQuery(inviterId),
          )
        : null;
      const inviter = { inviterId, level: standing?.level?.level ?? 0, rateBp: standing?.level?.rebateBp ?? 0 };
      state = await this.step(orderId, 'ReferralDecided', (current) =>
        current.referral ? [] : [decideReferral(current, inviter)],
      );
    }
    const referral = state.referral!;
    if (referral.inviter_id && BigInt(referral.commission) > 0n && !state.referralPaid) {
      await this.commandBus.execute(
        new CreditCoinsCommand({
          playerId: referral.inviter_id,
          amount: BigInt(referral.commission),
          changeType: ChangeType.REFERRAL_COMMISSION,
          reference: orderId,
          actor: { type: 'system', id: 'payments' },
        }),
      );
      await this.step(orderId, 'ReferralPaid', (current) =>
        current.referralPaid
          ? []
          : [{ type: 'ReferralPaid', data: { inviter_id: referral.inviter_id!, commission: referral.commission } }],
      );
    }
    await this.step(orderId, 'OrderCompleted', (current) =>
      current.completed ? [] : [{ type: 'OrderCompleted', data: {} }],
    );
  }

  /**
   * One step of the order, decided on its stream: each step happens once per order, so the step's
   * name is its command key (a repeat appends nothing) and the decision says when it is done.
   */
  private async step(orderId: string, name: string, decide: Decide<OrderState>): Promise<OrderState> {
    const result = await this.orders.execute(orderId, name, decide, systemContext('payments', new Date(), orderId));
    return result.state;
  }
}
