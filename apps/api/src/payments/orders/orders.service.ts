// Recharge orders: placed (with the gateway's payment), paid (a verified gateway notification), then
// completed by a process that touches several streams, each step idempotent so that a repeat or a
// crash anywhere is finished by the next run: the player's recharge (ledger, one append keyed by the
// order), the referral decision (recorded on the order first, so a retry pays the same amount), the
// commission (the referrer's ledger, keyed by the order), done. The notification runs it at once (the
// player's balance rises within the request); a loop finishes any order a crash left half done.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ChangeType, formatAmount } from '@lootledger/contracts';
import { uuidV5, WrongExpectedVersionError, type PostgresEventStore, type SqlClient } from '@lootledger/event-store';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import { CreditCoinsCommand, RechargeAccountCommand, type PlayerAccountResult } from '../../ledger';
import { GetPromotionStandingQuery, GetVipLevelsQuery, type PromotionStanding, type VipLevel } from '../../loyalty';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import { DomainError } from '../../platform/errors/domain-error';
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
  decideReferral,
  foldOrder,
  orderStreamId,
  type OrderEvent,
  type OrderState,
} from './domain/order';
import { OrdersProjection } from './orders.projection';

const RECOVERY_EVERY_MS = 2_000;
const PROJECTIONS = [new OrdersProjection()];

export interface PlacedOrder {
  orderId: string;
  payment: CreatedPayment;
}

@Injectable()
export class OrdersService implements PaymentNotificationSink, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Orders');
  private timer: NodeJS.Timeout | null = null;
  private recovering: Promise<void> = Promise.resolve();

  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.recovering = this.recovering
        .then(async () => void (await this.finishUnfinished()))
        .catch((error) => this.logger.warn(String(error)));
    }, RECOVERY_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.recovering;
  }

  async load(orderId: string): Promise<OrderState> {
    const events = await this.store.readStream(orderStreamId(orderId));
    return foldOrder(events.map((event) => ({ type: event.type, data: event.data }) as OrderEvent));
  }

  /** POST /api/recharge: the order (its own stream) and the gateway's payment for it. */
  async place(playerId: string, packageId: string, payWay: PayWay, now = new Date()): Promise<PlacedOrder> {
    const pkg = await findPackage(this.sql, packageId);
    if (!pkg) throw new DomainError('PACKAGE_NOT_FOUND');
    const orderId = `R${now.getTime()}${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    // Unpaid, it expires (ORDER_TTL_SECONDS, 15 minutes by default): its QR code is refused then.
    const expiresAt = new Date(now.getTime() + this.config.orderTtlMs);
    await this.append(orderId, 0, [
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
    ]);
    const payment = await this.gateway.createPayment({
      orderId,
      amount: pkg.price,
      subject: `Lootledger ${formatAmount(pkg.bean)} coins`,
      payWay,
      expiresAt,
    });
    return { orderId, payment };
  }

  /** PAYMENT_NOTIFICATION_SINK */
  receive(notification: VerifiedPaymentNotification): Promise<NotificationOutcome> {
    return this.receivePayment(notification);
  }

  /** A verified gateway notification: recorded once, then the order is completed. */
  async receivePayment(notification: VerifiedPaymentNotification): Promise<NotificationOutcome> {
    for (let attempt = 1; ; attempt++) {
      const state = await this.load(notification.orderId);
      const decision = decidePayment(state, notification);
      if (decision.kind === 'refuse') return decision.outcome;
      if (decision.kind === 'duplicate') {
        await this.complete(notification.orderId);
        return 'duplicate';
      }
      try {
        await this.append(notification.orderId, state.version, [decision.event]);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError && attempt < 5) continue; // a concurrent copy of it
        throw error;
      }
      await this.complete(notification.orderId);
      return 'accepted';
    }
  }

  /** Runs the order's remaining steps; a no-op for an unpaid or completed order. */
  async complete(orderId: string): Promise<void> {
    let state = await this.load(orderId);
    if (!state.paid || state.completed) return;
    const placed = state.placed!;
    if (!state.credited) {
      const [levels, bonus] = await Promise.all([
        this.queryBus.execute<GetVipLevelsQuery, VipLevel[]>(new GetVipLevelsQuery()),
        firstBonusFor(this.sql, BigInt(placed.bean)),
      ]);
      const result: PlayerAccountResult = await this.commandBus.execute(
        new RechargeAccountCommand({
          playerId: placed.player_id,
          orderId,
          amount: BigInt(placed.bean),
          firstRechargeBonus: bonus,
          vipLevels: levels,
        }),
      );
      state = await this.append(
        orderId,
        state.version,
        [{ type: 'OrderCredited', data: { player_id: placed.player_id, balance_after: result.balance.toString() } }],
        state,
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
      state = await this.append(
        orderId,
        state.version,
        [
          decideReferral(state, {
            inviterId,
            level: standing?.level?.level ?? 0,
            rateBp: standing?.level?.rebateBp ?? 0,
          }),
        ],
        state,
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
      state = await this.append(
        orderId,
        state.version,
        [{ type: 'ReferralPaid', data: { inviter_id: referral.inviter_id, commission: referral.commission } }],
        state,
      );
    }
    await this.append(orderId, state.version, [{ type: 'OrderCompleted', data: {} }], state);
  }

  /** Orders paid but not completed for a moment (a crash between steps): finished here. */
  async finishUnfinished(): Promise<number> {
    const { rows } = await this.sql.query<{ order_id: string }>(
      `SELECT order_id FROM payments_orders WHERE paid AND NOT completed AND updated_at < now() - interval '1 second'
        ORDER BY updated_at LIMIT 100`,
    );
    for (const row of rows) {
      try {
        await this.complete(row.order_id);
      } catch (error) {
        this.logger.warn(`order ${row.order_id} not completed yet: ${String(error)}`);
      }
    }
    return rows.length;
  }

  /**
   * Appends the order's next events at the expected version, with ids derived from the order and
   * the event type (each type happens once per order), so a repeated step is a no-op.
   */
  private async append(
    orderId: string,
    expected: number,
    events: readonly OrderEvent[],
    state?: OrderState,
  ): Promise<OrderState> {
    const streamId = orderStreamId(orderId);
    try {
      const result = await this.store.appendToStream(
        streamId,
        events.map((event) => ({
          eventId: uuidV5(`${streamId}\n${event.type}`),
          type: event.type,
          data: event.data as unknown as Record<string, unknown>,
          metadata: { actor: { type: 'system', id: 'payments' }, schema: 1 },
        })),
        expected === 0 ? 'no_stream' : expected,
        { inline: PROJECTIONS },
      );
      // Already recorded by another run of this step: what the stream holds is what counts.
      if (result.idempotent) return this.load(orderId);
    } catch (error) {
      // Another run of this step got there first: carry on from what the stream says.
      if (error instanceof WrongExpectedVersionError && state) return this.load(orderId);
      throw error;
    }
    return foldOrder(events, state);
  }
}
