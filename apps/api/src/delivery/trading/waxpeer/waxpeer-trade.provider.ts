// The Waxpeer trading provider (TRADE_PROVIDER=waxpeer): delivers a bill's item by buying it on the
// Waxpeer marketplace for the player's trade link; a seller there sends the Steam trade offer, and we
// follow the purchase until it ends (waxpeer-outcomes.ts maps its statuses onto the port's states).
//
// sendOffer is idempotent by bill: the bill id is the purchase's project_id at Waxpeer, and a row in
// delivery_waxpeer_purchases is written BEFORE the purchase is asked for. Finding that row still
// "buying" means an earlier attempt may have bought the item (a timeout, a lost answer, a crash), so
// the bill is looked up at Waxpeer (check-many-project-id) before any new purchase; and Waxpeer itself
// refuses a second purchase with a used project_id, which sends us to the lookup again. So one bill
// is never bought twice.
//
// The price ceiling: max price = floor(value x (1 + margin)) in mills (waxpeer-prices.ts), the margin
// being the delivery's price margin as finance set it (delivery-settings), read and the ceiling fixed
// when the bill's row is written: a later edit never changes a purchase under way. Waxpeer buys the cheapest listing at or
// under it or refuses; a refusal is an offer that ends `failed` with a reason (price_above_ceiling,
// items_unavailable, trade_url_invalid, marketplace_balance_low, ...) and the bill is returned.
import type { OnModuleInit } from '@nestjs/common';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import {
  TradeOfferNotFoundError,
  TradeProviderUnavailableError,
  type SendOfferRequest,
  type TradeOffer,
  type TradeProvider,
} from '../trade-provider.port';
import { WaxpeerApi, type WaxpeerTrade } from './waxpeer-api';
import type { WaxpeerSettings } from './waxpeer.config';
import { offerStatusOf, refusalOf, tradeLinkOf } from './waxpeer-outcomes';
import { purchaseCeilingMills } from './waxpeer-prices';
import { WAXPEER_TRADE_MIGRATIONS } from './waxpeer.migrations';
import { DeliverySettingsRepository } from '../../delivery-settings/delivery-settings.repository';

const OFFER_PREFIX = 'waxpeer-';

/** The bill's purchase as the adapter remembers it. */
export interface WaxpeerPurchase {
  billId: string;
  hashName: string;
  /** The item's value, hundredths. */
  value: bigint;
  /** The ceiling asked for, mills. */
  maxPrice: bigint;
  state: 'buying' | 'bought' | 'refused';
  waxpeerId: string | null;
  /** What Waxpeer charged, mills (null until bought, or when it did not say). */
  price: bigint | null;
  /** Why it was refused (the offer's reason). */
  reason: string | null;
  /** Waxpeer's own words for a refusal. */
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface PurchaseRow {
  bill_id: string;
  hash_name: string;
  value: string | number | bigint;
  max_price: string | number | bigint;
  state: WaxpeerPurchase['state'];
  waxpeer_id: string | null;
  price: string | number | bigint | null;
  reason: string | null;
  message: string | null;
  created_at: unknown;
  updated_at: unknown;
}

export class WaxpeerTradeProvider implements TradeProvider, OnModuleInit {
  /** The clock (row times; a trade without Waxpeer's last_updated). */
  now: () => Date;
  private readonly api: WaxpeerApi;

  constructor(
    private readonly sql: SqlClient,
    private readonly settings: WaxpeerSettings,
    options: { now?: () => Date } = {},
  ) {
    this.api = new WaxpeerApi(settings);
    this.now = options.now ?? (() => new Date());
  }

  /** A provider on a database whose table exists (runs its migration; for tests and tools). */
  static async open(sql: SqlClient, settings: WaxpeerSettings, options: { now?: () => Date } = {}) {
    const provider = new WaxpeerTradeProvider(sql, settings, options);
    await provider.onModuleInit();
    return provider;
  }

  // In the init hooks, not the factory (as the sandbox: concurrent first migrations collide).
  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, WAXPEER_TRADE_MIGRATIONS);
  }

  async sendOffer(request: SendOfferRequest): Promise<{ offerId: string }> {
    assertRequest(request);
    const offer = { offerId: `${OFFER_PREFIX}${request.billId}` };
    const earlier = await this.purchase(request.billId);
    if (earlier && earlier.state !== 'buying') return offer;
    const purchase = earlier ?? (await this.begin(request));
    if (purchase.state !== 'buying') return offer;
    const link = tradeLinkOf(request.tradeUrl);
    if (!link) {
      await this.refuse(purchase.billId, 'trade_url_invalid', null);
      return offer;
    }
    // An earlier attempt may have bought it: ask Waxpeer before buying.
    if (earlier && (await this.adoptExisting(purchase.billId))) return offer;
    const answer = await this.api.buyOneByName({
      name: purchase.hashName,
      maxPrice: purchase.maxPrice,
      partner: link.partner,
      token: link.token,
      projectId: purchase.billId,
    });
    if (answer.bought) {
      await this.markBought(purchase.billId, answer.id, answer.price);
      return offer;
    }
    const refusal = refusalOf(answer.message);
    switch (refusal.kind) {
      case 'duplicate':
        if (await this.adoptExisting(purchase.billId)) return offer;
        throw new TradeProviderUnavailableError(
          `waxpeer: project_id ${purchase.billId} is taken but no trade is listed for it yet`,
        );
      case 'unavailable':
        throw new TradeProviderUnavailableError(`waxpeer: the purchase cannot be made now (${answer.message})`);
      case 'refused':
        await this.refuse(purchase.billId, refusal.reason, answer.message);
        return offer;
    }
  }

  async getOffer(offerId: string): Promise<TradeOffer> {
    const billId = offerId.startsWith(OFFER_PREFIX) ? offerId.slice(OFFER_PREFIX.length) : '';
    const purchase = billId ? await this.purchase(billId) : undefined;
    if (!purchase) throw new TradeOfferNotFoundError(offerId);
    if (purchase.state === 'refused') {
      return {
        offerId,
        billId,
        state: 'failed',
        reason: purchase.reason ?? 'marketplace_refused',
        updatedAt: purchase.updatedAt,
      };
    }
    if (purchase.state === 'buying' || purchase.waxpeerId === null) {
      return { offerId, billId, state: 'created', updatedAt: purchase.updatedAt };
    }
    const trade = (await this.api.tradesById([purchase.waxpeerId])).find((entry) => entry.id === purchase.waxpeerId);
    if (!trade) throw new TradeProviderUnavailableError(`waxpeer: purchase ${purchase.waxpeerId} is not listed (yet)`);
    return {
      offerId,
      billId,
      ...offerStatusOf(trade.status, trade.reason),
      updatedAt: trade.lastUpdated ?? this.now(),
    };
  }

  /** The bill's purchase as remembered here; undefined when none was asked for. */
  async purchase(billId: string): Promise<WaxpeerPurchase | undefined> {
    const { rows } = await this.sql.query<PurchaseRow>(`SELECT * FROM delivery_waxpeer_purchases WHERE bill_id = $1`, [
      billId,
    ]);
    return rows[0] && fromRow(rows[0]);
  }

  /** Writes the bill's row before any purchase: its ceiling, or a refusal decided here (no call made). */
  private async begin(request: SendOfferRequest): Promise<WaxpeerPurchase> {
    const [item] = request.items;
    const { priceMarginBp } = await new DeliverySettingsRepository(this.sql).current();
    const maxPrice = purchaseCeilingMills(item.value, priceMarginBp, this.settings.cnyPerUsd);
    const reason = !tradeLinkOf(request.tradeUrl) ? 'trade_url_invalid' : maxPrice < 1n ? 'price_above_ceiling' : null;
    const now = this.now();
    await this.sql.query(
      `INSERT INTO delivery_waxpeer_purchases
         (bill_id, hash_name, value, max_price, state, reason, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (bill_id) DO NOTHING`,
      [
        request.billId,
        item.hashName,
        item.value.toString(),
        maxPrice.toString(),
        reason ? 'refused' : 'buying',
        reason,
        now,
      ],
    );
    return (await this.purchase(request.billId))!;
  }

  /** Looks the bill up at Waxpeer by project_id; records the purchase found (true) or finds none (false). */
  private async adoptExisting(billId: string): Promise<boolean> {
    const trades = await this.api.tradesByProjectId([billId]);
    const trade: WaxpeerTrade | undefined = trades.find(
      (entry) => entry.projectId === billId || entry.projectId === null,
    );
    if (!trade) return false;
    await this.markBought(billId, trade.id, trade.price);
    return true;
  }

  private async markBought(billId: string, waxpeerId: string, price: bigint | null): Promise<void> {
    await this.sql.query(
      `UPDATE delivery_waxpeer_purchases SET state = 'bought', waxpeer_id = $2, price = $3, updated_at = $4
        WHERE bill_id = $1 AND state = 'buying'`,
      [billId, waxpeerId, price?.toString() ?? null, this.now()],
    );
  }

  private async refuse(billId: string, reason: string, message: string | null): Promise<void> {
    await this.sql.query(
      `UPDATE delivery_waxpeer_purchases SET state = 'refused', reason = $2, message = $3, updated_at = $4
        WHERE bill_id = $1 AND state = 'buying'`,
      [billId, reason, message?.slice(0, 500) ?? null, this.now()],
    );
  }
}

function fromRow(row: PurchaseRow): WaxpeerPurchase {
  return {
    billId: row.bill_id,
    hashName: row.hash_name,
    value: BigInt(row.value),
    maxPrice: BigInt(row.max_price),
    state: row.state,
    waxpeerId: row.waxpeer_id,
    price: row.price === null ? null : BigInt(row.price),
    reason: row.reason,
    message: row.message,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function assertRequest(request: SendOfferRequest): void {
  if (!request.billId) throw new Error('sendOffer: billId is required (it is the idempotency key)');
  // One purchase per bill: a bill carries one item (extract-items makes a bill per item).
  if (request.items.length !== 1) {
    throw new Error(`sendOffer: waxpeer buys one item per bill; bill ${request.billId} has ${request.items.length}`);
  }
  const [item] = request.items;
  if (typeof item.value !== 'bigint' || item.value < 0n || !item.hashName) {
    throw new Error(
      `sendOffer: bill ${request.billId} has an item without a hash name or with a value that is not a bigint >= 0`,
    );
  }
}
