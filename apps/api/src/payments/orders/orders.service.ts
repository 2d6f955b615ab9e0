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
  PAYMENT_GATEWAY,
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
  ORDER,
  recordedVipLevels,
  type OrderState,
  type PaymentDecision,
} from './domain/order';

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

  constructor(
    eventSourcing: EventSourcing,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly accounts: PlayerAccountService,
  ) {
    this.orders = eventSourcing.runner(ORDER);
  }

  load(orderId: string): Promise<LoadedStream<OrderState>> {
    return this.orders.load(orderId);
  }

  /** POST /api/recharge: the order (its own stream) and the gateway's payment for it. */
  async place(playerId: string, packageId: string, payWay: PayWay, now = new Date()): Promise<PlacedOrder> {
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
                gateway: this.gateway.name,
                expires_at: expiresAt.toISOString(),
              },
            },
          ],
    );
    const payment = await this.gateway.createPayment({
      orderId,
      amount: pkg.price,
      subject: paymentSubject(pkg.bean),
      payWay,
      expiresAt,
    });
    return { orderId, payment };
  }

  /**
   * The QR code and H5 link of a placed order, again (a phone reloading its payment page): the same
   * request to the gateway, which takes it as a retry of the same out_trade_no.
   */
  paymentLinks(placed: NonNullable<OrderState['placed']>): Promise<CreatedPayment> {
    return this.gateway.createPayment({
      orderId: placed.order_id,
      amount: BigInt(placed.price),
      subject: paymentSubject(BigInt(placed.bean)),
      payWay: placed.pay_way,
      expiresAt: new Date(placed.expires_at),
    });
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
    const decided = decision as PaymentDecision | null;
    if (!decided || decided.kind === 'refuse') return decided?.outcome ?? 'unknown_order';
    await this.complete(notification.orderId);
    return decided.kind === 'duplicate' ? 'duplicate' : 'accepted';
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
