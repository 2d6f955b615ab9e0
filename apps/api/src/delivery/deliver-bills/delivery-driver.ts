// The delivery process manager. A checkpointed subscription keeps the bills read model (and work
// list) in step with the log; a driver loop takes the bills that are due and moves each one step:
// open the bill's stream, ask the trade provider for an offer, follow the offer, and bring the
// player's item along (ledger ApplyDeliveryStepCommand). Every step is idempotent (deterministic
// event ids, expected versions, sendOffer keyed by the bill, ledger steps keyed by bill and status),
// so a crash anywhere is finished by the next pass, in this process after a restart or in another.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CheckpointedSubscription,
  runMigrations,
  uuidV5,
  type PostgresEventStore,
  type SqlClient,
} from '@lootledger/event-store';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import { ApplyDeliveryStepCommand, GetStorageItemsQuery, type StoredItem } from '../../ledger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { EVENT_STORE } from '../../platform/database/event-store.provider';
import {
  deliveryStreamId,
  foldDelivery,
  giveUp,
  isFinalStage,
  observeOffer,
  playerStep,
  type DeliveryEvent,
  type DeliveryState,
} from '../domain/delivery';
import { TRADE_PROVIDER, TradeProviderUnavailableError, type TradeProvider } from '../trading/trade-provider.port';
import { DELIVERY_BILLS_DDL, DeliveryBillsProjection } from './delivery-bills.projection';

/** Attempts at an unavailable trade provider before the bill is given up and the item returned. */
export const MAX_PROVIDER_ATTEMPTS = 12;
const LEASE_SECONDS = 30;
const BILLS_PER_PASS = 50;

interface DueBill {
  bill_id: string;
  player_id: string;
  storage_id: string;
  attempts: number;
}

type Outcome = { kind: 'done' } | { kind: 'wait' } | { kind: 'retry'; afterMs: number };

@Injectable()
export class DeliveryDriver implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DeliveryDriver');
  readonly subscription: CheckpointedSubscription;
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<unknown> = Promise.resolve();
  private stopped = true;

  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(TRADE_PROVIDER) private readonly provider: TradeProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {
    this.subscription = new CheckpointedSubscription(store, new DeliveryBillsProjection(), {
      pollIntervalMs: Math.min(250, config.deliveryPollMs),
      onError: (error) => this.logger.warn(`bills batch failed, retrying: ${String(error)}`),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await runMigrations(this.sql, [{ id: 'delivery-001-bills', sql: DELIVERY_BILLS_DDL }]);
    this.subscription.start();
    this.stopped = false;
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.pass;
    await this.subscription.stop();
  }

  /** Moves every due bill one step; returns how many were worked. */
  runOnce(now = new Date()): Promise<number> {
    const run = this.pass.then(() => this.work(now));
    this.pass = run.catch(() => undefined);
    return run;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce()
        .catch((error) => this.logger.warn(`delivery pass failed: ${String(error)}`))
        .finally(() => this.schedule());
    }, this.config.deliveryPollMs);
    this.timer.unref();
  }

  private async work(now: Date): Promise<number> {
    const due = await this.claim(now);
    await Promise.all(
      due.map(async (bill) => {
        let outcome: Outcome;
        try {
          outcome = await this.advance(bill);
        } catch (error) {
          this.logger.warn(`bill ${bill.bill_id}: ${String(error)}`);
          outcome = { kind: 'retry', afterMs: backoffMs(bill.attempts) };
        }
        await this.release(bill, outcome);
      }),
    );
    return due.length;
  }

  /** Leases due bills, so that two processes never work one bill at once. */
  private async claim(now: Date): Promise<DueBill[]> {
    const { rows } = await this.sql.query<DueBill>(
      `UPDATE delivery_bills SET lease_until = $1::timestamptz + make_interval(secs => $3)
        WHERE bill_id IN (
          SELECT bill_id FROM delivery_bills
           WHERE NOT done AND next_check_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
           ORDER BY next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING bill_id::text AS bill_id, player_id, storage_id::text AS storage_id, attempts`,
      [now.toISOString(), BILLS_PER_PASS, LEASE_SECONDS],
    );
    return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  }

  private async release(bill: DueBill, outcome: Outcome): Promise<void> {
    const afterMs = outcome.kind === 'retry' ? outcome.afterMs : this.config.deliveryPollMs;
    await this.sql.query(
      `UPDATE delivery_bills SET lease_until = NULL, done = $2, attempts = $3,
              next_check_at = now() + make_interval(secs => $4::double precision / 1000)
        WHERE bill_id = $1`,
      [bill.bill_id, outcome.kind === 'done', outcome.kind === 'retry' ? bill.attempts + 1 : 0, afterMs],
    );
  }

  /** One step of one bill, decided on its stream (the truth), not on the read model. */
  private async advance(bill: DueBill): Promise<Outcome> {
    const streamId = deliveryStreamId(bill.bill_id);
    let state = foldDelivery(
      (await this.store.readStream(streamId)).map((event) => ({ type: event.type, data: event.data }) as DeliveryEvent),
    );

    if (state.stage === 'none') {
      const [item] = await this.queryBus.execute<GetStorageItemsQuery, StoredItem[]>(
        new GetStorageItemsQuery(bill.player_id, [bill.storage_id]),
      );
      if (!item) return { kind: 'retry', afterMs: this.config.deliveryPollMs }; // the ledger's read model lags: look again
      const profile = await this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(
        new GetPlayerProfileQuery(bill.player_id),
      );
      const requested: DeliveryEvent = {
        type: 'DeliveryRequested',
        data: {
          bill_id: bill.bill_id,
          player_id: bill.player_id,
          storage_id: bill.storage_id,
          item: {
            item_id: item.itemId,
            name_zh: item.nameZh,
            name_en: item.nameEn,
            hash_name: item.hashName,
            value: item.value.toString(),
          },
          trade_url: profile?.steamUrl ?? '',
        },
      };
      state = await this.append(streamId, state, [requested]);
    }

    if (state.stage === 'requested') {
      const request = state.request!;
      if (!request.trade_url) {
        state = await this.append(streamId, state, giveUp(state, 'trade_url_missing'));
      } else {
        try {
          const { offerId } = await this.provider.sendOffer({
            billId: bill.bill_id,
            tradeUrl: request.trade_url,
            items: [
              { hashName: request.item.hash_name, name: request.item.name_en, value: BigInt(request.item.value) },
            ],
          });
          state = await this.append(streamId, state, [{ type: 'TradeOfferCreated', data: { offer_id: offerId } }]);
        } catch (error) {
          if (!(error instanceof TradeProviderUnavailableError)) throw error;
          if (bill.attempts + 1 < MAX_PROVIDER_ATTEMPTS) {
            return { kind: 'retry', afterMs: error.retryAfterMs ?? backoffMs(bill.attempts) };
          }
          state = await this.append(streamId, state, giveUp(state, 'trade_provider_unavailable'));
        }
      }
    }

    if (state.stage === 'offer_created' || state.stage === 'offer_sent') {
      try {
        const offer = await this.provider.getOffer(state.offerId!);
        state = await this.append(streamId, state, observeOffer(state, offer));
      } catch (error) {
        if (!(error instanceof TradeProviderUnavailableError)) throw error;
        await this.syncPlayer(bill, state);
        return { kind: 'retry', afterMs: error.retryAfterMs ?? backoffMs(bill.attempts) };
      }
    }

    await this.syncPlayer(bill, state);
    return isFinalStage(state.stage) ? { kind: 'done' } : { kind: 'wait' };
  }

  /** Appends the bill's next events (ids derived from the bill and the event type: a repeat is a no-op). */
  private async append(
    streamId: string,
    state: DeliveryState,
    events: readonly DeliveryEvent[],
  ): Promise<DeliveryState> {
    if (events.length === 0) return state;
    await this.store.appendToStream(
      streamId,
      events.map((event) => ({
        eventId: uuidV5(`${streamId}\n${event.type}`),
        type: event.type,
        data: event.data as unknown as Record<string, unknown>,
        metadata: { actor: { type: 'system', id: 'delivery' }, schema: 1 },
      })),
      state.version === 0 ? 'no_stream' : state.version,
    );
    return foldDelivery(events, state);
  }

  /** Brings the player's item to where the bill is (idempotent in the ledger). */
  private async syncPlayer(bill: DueBill, state: DeliveryState): Promise<void> {
    const step = playerStep(state);
    if (!step) return;
    await this.commandBus.execute(
      new ApplyDeliveryStepCommand(bill.player_id, { ...step, storageId: bill.storage_id, billId: bill.bill_id }),
    );
  }
}

function backoffMs(attempts: number): number {
  return Math.min(60_000, 500 * 2 ** Math.min(attempts, 10));
}
