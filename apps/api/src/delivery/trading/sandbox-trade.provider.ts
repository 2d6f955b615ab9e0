// The sandbox trading provider (TRADE_PROVIDER=sandbox, the embedded default): behaves like a Steam
// trade bot without one. Offers live in their own table, idempotent by billId. Each offer is sent
// SANDBOX_TRADE_SEND_DELAY_MS after creation and settles SANDBOX_TRADE_ACCEPT_DELAY_MS later:
// accepted, or (with probability SANDBOX_TRADE_FAILURE_RATE, drawn once at creation) declined or
// failed with a reason. A malformed trade URL fails at once (trade_url_invalid). With probability
// SANDBOX_TRADE_UNAVAILABLE_RATE a sendOffer call throws TradeProviderUnavailableError, half the time
// before creating the offer and half the time after (the response "lost"), as a real API can.
// The /sandbox/trade endpoints inspect offers and force an outcome now.
import type { OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import {
  canForceOutcome,
  planSandboxOffer,
  sandboxOfferStateAt,
  type SandboxOfferTimeline,
  type SandboxOutcome,
  type SandboxTradeSettings,
} from './sandbox-trade-offer';
import { SANDBOX_TRADE_MIGRATIONS } from './sandbox-trade.migrations';
import {
  TradeOfferNotFoundError,
  TradeProviderUnavailableError,
  type SendOfferRequest,
  type TradeItem,
  type TradeOffer,
  type TradeProvider,
} from './trade-provider.port';

export interface SandboxTradeProviderOptions extends SandboxTradeSettings {
  /** 0..1: the share of sendOffer calls that fail transiently. */
  unavailableRate: number;
  now?: () => Date;
  /** Uniform in [0, 1). Draws per sendOffer: outage?, (if so: lost after creating?), failure?, which failure. */
  random?: () => number;
}

/** An offer as the sandbox endpoints show it. */
export interface SandboxTradeOfferView extends TradeOffer {
  tradeUrl: string;
  items: TradeItem[];
  createdAt: Date;
  sendAt: Date;
  settleAt: Date;
}

interface OfferRow {
  offer_id: string;
  bill_id: string;
  trade_url: string;
  items: unknown;
  created_at: unknown;
  send_at: unknown;
  settle_at: unknown;
  outcome: SandboxOutcome;
  outcome_reason: string | null;
  forced_outcome: SandboxOutcome | null;
  forced_reason: string | null;
  forced_at: unknown;
}

type StoredItem = { hash_name: string; name: string; value: string };

const COLUMNS = `offer_id, bill_id, trade_url, items, created_at, send_at, settle_at, outcome, outcome_reason,
  forced_outcome, forced_reason, forced_at`;

export class SandboxTradeProvider implements TradeProvider, OnModuleInit {
  /** The clock; tests replace it to move an offer along without waiting. */
  now: () => Date;
  /** The random source; tests replace it to script outcomes. */
  random: () => number;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: SandboxTradeProviderOptions,
  ) {
    assertSettings(options);
    this.now = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
  }

  /** A provider on a database whose table exists (runs its migration; for tests and tools). */
  static async open(sql: SqlClient, options: SandboxTradeProviderOptions): Promise<SandboxTradeProvider> {
    const provider = new SandboxTradeProvider(sql, options);
    await provider.onModuleInit();
    return provider;
  }

  // In Nest's init hooks, which run one module at a time, not in the provider factory: factories
  // resolve concurrently, and two first-time migration runs racing on a fresh PostgreSQL database
  // collide creating schema_migrations.
  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, SANDBOX_TRADE_MIGRATIONS);
  }

  async sendOffer(request: SendOfferRequest): Promise<{ offerId: string }> {
    assertRequest(request);
    const outage = this.random() < this.options.unavailableRate ? (this.random() < 0.5 ? 'before' : 'after') : 'none';
    if (outage === 'before')
      throw new TradeProviderUnavailableError('sandbox trade provider: temporarily unavailable (try again)');
    const plan = planSandboxOffer({
      createdAt: this.now(),
      tradeUrl: request.tradeUrl,
      settings: this.options,
      failureRoll: this.random(),
      reasonRoll: this.random(),
    });
    const items: StoredItem[] = request.items.map((item) => ({
      hash_name: item.hashName,
      name: item.name,
      value: item.value.toString(),
    }));
    const inserted = await this.sql.query<{ offer_id: string }>(
      `INSERT INTO delivery_sandbox_trade_offers
         (offer_id, bill_id, trade_url, items, created_at, send_at, settle_at, outcome, outcome_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (bill_id) DO NOTHING
       RETURNING offer_id`,
      [
        `sandbox-${randomUUID()}`,
        request.billId,
        request.tradeUrl.trim(),
        JSON.stringify(items),
        plan.createdAt,
        plan.sendAt,
        plan.settleAt,
        plan.outcome,
        plan.outcomeReason,
      ],
    );
    const offerId = inserted.rows[0]?.offer_id ?? (await this.offerIdOfBill(request.billId));
    if (outage === 'after')
      throw new TradeProviderUnavailableError('sandbox trade provider: the response was lost (try again)');
    return { offerId };
  }

  async getOffer(offerId: string): Promise<TradeOffer> {
    const offer = await this.load(offerId);
    if (!offer) throw new TradeOfferNotFoundError(offerId);
    return { offerId, billId: offer.billId, ...sandboxOfferStateAt(offer.timeline, this.now()) };
  }

  /** One offer with its trade URL, items and schedule; undefined when unknown. */
  async inspect(offerId: string): Promise<SandboxTradeOfferView | undefined> {
    const offer = await this.load(offerId);
    return offer && this.view(offer);
  }

  /** The newest offers (only the one of billId when given), for inspection. */
  async list(filter: { billId?: string; limit?: number } = {}): Promise<SandboxTradeOfferView[]> {
    const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
    const { rows } =
      filter.billId === undefined
        ? await this.sql.query<OfferRow>(
            `SELECT ${COLUMNS} FROM delivery_sandbox_trade_offers ORDER BY created_at DESC, offer_id LIMIT $1`,
            [limit],
          )
        : await this.sql.query<OfferRow>(`SELECT ${COLUMNS} FROM delivery_sandbox_trade_offers WHERE bill_id = $1`, [
            filter.billId,
          ]);
    return rows.map((row) => this.view(fromRow(row)));
  }

  /**
   * Settles an offer now as if the player accepted or declined it (or the bot failed). Only an offer
   * that has not settled yet changes; the answer is the offer as it then is, so the caller compares
   * its state with what it asked for. Throws TradeOfferNotFoundError for an unknown offer.
   */
  async forceOutcome(offerId: string, outcome: SandboxOutcome, reason?: string): Promise<SandboxTradeOfferView> {
    const now = this.now();
    const offer = await this.load(offerId);
    if (!offer) throw new TradeOfferNotFoundError(offerId);
    if (canForceOutcome(offer.timeline, now)) {
      const forcedReason =
        outcome === 'accepted' ? null : (reason ?? (outcome === 'declined' ? 'declined_by_player' : 'forced_failure'));
      // The conditions repeat the check in SQL, so of two concurrent forces only the first wins.
      await this.sql.query(
        `UPDATE delivery_sandbox_trade_offers SET forced_outcome = $2, forced_reason = $3, forced_at = $4
          WHERE offer_id = $1 AND forced_outcome IS NULL AND settle_at > $4`,
        [offerId, outcome, forcedReason, now],
      );
    }
    return this.view((await this.load(offerId))!);
  }

  private async load(offerId: string): Promise<StoredOffer | undefined> {
    const { rows } = await this.sql.query<OfferRow>(
      `SELECT ${COLUMNS} FROM delivery_sandbox_trade_offers WHERE offer_id = $1`,
      [offerId],
    );
    return rows[0] && fromRow(rows[0]);
  }

  private async offerIdOfBill(billId: string): Promise<string> {
    const { rows } = await this.sql.query<{ offer_id: string }>(
      `SELECT offer_id FROM delivery_sandbox_trade_offers WHERE bill_id = $1`,
      [billId],
    );
    if (!rows[0]) throw new Error(`sandbox trade provider: the offer of bill ${billId} vanished`);
    return rows[0].offer_id;
  }

  private view(offer: StoredOffer): SandboxTradeOfferView {
    const { timeline } = offer;
    return {
      offerId: offer.offerId,
      billId: offer.billId,
      ...sandboxOfferStateAt(timeline, this.now()),
      tradeUrl: offer.tradeUrl,
      items: offer.items,
      createdAt: timeline.createdAt,
      sendAt: timeline.sendAt,
      settleAt: timeline.settleAt,
    };
  }
}

interface StoredOffer {
  offerId: string;
  billId: string;
  tradeUrl: string;
  items: TradeItem[];
  timeline: SandboxOfferTimeline;
}

function fromRow(row: OfferRow): StoredOffer {
  const stored = (typeof row.items === 'string' ? JSON.parse(row.items) : row.items) as StoredItem[];
  return {
    offerId: row.offer_id,
    billId: row.bill_id,
    tradeUrl: row.trade_url,
    items: stored.map((item) => ({ hashName: item.hash_name, name: item.name, value: BigInt(item.value) })),
    timeline: {
      createdAt: toDate(row.created_at),
      sendAt: toDate(row.send_at),
      settleAt: toDate(row.settle_at),
      outcome: row.outcome,
      outcomeReason: row.outcome_reason,
      forced:
        row.forced_outcome === null || row.forced_at === null
          ? null
          : { outcome: row.forced_outcome, reason: row.forced_reason, at: toDate(row.forced_at) },
    },
  };
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function assertSettings(options: SandboxTradeProviderOptions): void {
  for (const [name, value] of Object.entries({
    sendDelayMs: options.sendDelayMs,
    acceptDelayMs: options.acceptDelayMs,
  })) {
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`sandbox trade provider: ${name} must be a number of ms >= 0 (got ${value})`);
  }
  for (const [name, value] of Object.entries({
    failureRate: options.failureRate,
    unavailableRate: options.unavailableRate,
  })) {
    if (!Number.isFinite(value) || value < 0 || value > 1)
      throw new Error(`sandbox trade provider: ${name} must be between 0 and 1 (got ${value})`);
  }
}

function assertRequest(request: SendOfferRequest): void {
  if (!request.billId) throw new Error('sendOffer: billId is required (it is the idempotency key)');
  if (request.items.length === 0) throw new Error(`sendOffer: bill ${request.billId} has no items`);
  if (request.items.some((item) => typeof item.value !== 'bigint' || item.value < 0n || !item.hashName)) {
    throw new Error(
      `sendOffer: bill ${request.billId} has an item without a hash name or with a value that is not a bigint >= 0`,
    );
  }
}
