// A local double of Waxpeer's REST API v1 wire protocol (node:http on 127.0.0.1, port 0) for the
// adapter's tests: it checks what Waxpeer checks and answers as Waxpeer does.
//   - the `api` query parameter must be the key the test gave (else 401 {success:false, msg:'wrong api'});
//   - GET /v1/buy-one-p2p-name?name&price&partner&token&project_id: price an integer in mills, partner
//     digits and an 8-character token (else 'invalid buyer tradelink'), project_id at most 50
//     characters and never used before ('projectId already exists'); buys the cheapest listing of that
//     name at or under price ('no items' when none is listed, 'Item price has increased or item is no
//     longer available' when all cost more), paid from the balance ('not enough money');
//     answers {success:true, id, price};
//   - GET /v1/check-many-project-id?id=..&id=.. and /v1/check-many-steam?id=..: {success, trades};
//   - trades move only when the test says so (sent, accepted, cancelled), and a cancelled trade's
//     price goes back to the balance, as Waxpeer refunds it;
//   - failures on demand: an HTTP status (5xx, 429 with Retry-After), an answer that never comes
//     (the client's timeout), each before or after the request took effect (a lost answer).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DoubleTrade {
  id: number;
  project_id: string | null;
  name: string;
  price: number;
  partner: string;
  token: string;
  status: number;
  reason: string | null;
  trade_id: string | null;
  last_updated: number;
}

export type Failure =
  { kind: 'status'; status: number; retryAfterSeconds?: number; body?: unknown } | { kind: 'timeout' };

interface PlannedFailure {
  path: string;
  failure: Failure;
  /** 'before': nothing happens; 'after': the request takes effect, then the answer fails. */
  when: 'before' | 'after';
}

export interface RecordedRequest {
  path: string;
  params: Record<string, string[]>;
}

export class WaxpeerDouble {
  /** Our account balance, mills. */
  balance = 1_000_000_000;
  readonly requests: RecordedRequest[] = [];
  private readonly listings = new Map<string, number[]>();
  private readonly trades: DoubleTrade[] = [];
  private readonly failures: PlannedFailure[] = [];
  private nextId = 30_000_001;

  private constructor(
    private readonly server: Server,
    readonly apiKey: string,
    readonly url: string,
  ) {}

  static async start(apiKey = 'test-waxpeer-key'): Promise<WaxpeerDouble> {
    const holder: { double?: WaxpeerDouble } = {};
    const server = createServer((request, response) => void holder.double!.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.double = new WaxpeerDouble(server, apiKey, `http://127.0.0.1:${port}`);
    return holder.double;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Puts listings of an item on sale at these prices (mills). */
  list(name: string, ...prices: number[]): void {
    this.listings.set(name, [...(this.listings.get(name) ?? []), ...prices]);
  }

  /** Takes every listing of an item off sale. */
  delist(name: string): void {
    this.listings.delete(name);
  }

  listed(name: string): number[] {
    return [...(this.listings.get(name) ?? [])].sort((a, b) => a - b);
  }

  /** The next request to `path` fails this way (before it takes effect, or after: a lost answer). */
  failNext(path: string, failure: Failure, when: 'before' | 'after' = 'before'): void {
    this.failures.push({ path, failure, when });
  }

  /** The purchases made, oldest first. */
  purchases(): DoubleTrade[] {
    return this.trades.map((trade) => ({ ...trade }));
  }

  tradeOf(projectId: string): DoubleTrade | undefined {
    return this.trades.find((trade) => trade.project_id === projectId);
  }

  /** The seller is preparing the trade (status 2). */
  prepare(projectId: string): void {
    this.move(projectId, 2, null);
  }

  /** The seller sent the Steam trade offer (status 4). */
  send(projectId: string): void {
    const trade = this.move(projectId, 4, null);
    trade.trade_id = String(7_000_000_000 + trade.id);
  }

  /** The buyer accepted (status 5). */
  accept(projectId: string): void {
    this.move(projectId, 5, null);
  }

  /** The trade was cancelled (status 6) with Waxpeer's reason text; the price is refunded. */
  cancel(projectId: string, reason = 'Buyer failed to accept'): void {
    const trade = this.move(projectId, 6, reason);
    this.balance += trade.price;
  }

  private move(projectId: string, status: number, reason: string | null): DoubleTrade {
    const trade = this.tradeOf(projectId);
    if (!trade) throw new Error(`waxpeer double: no trade with project_id ${projectId}`);
    if (trade.status === 5 || trade.status === 6) throw new Error(`waxpeer double: trade ${trade.id} has ended`);
    Object.assign(trade, { status, reason, last_updated: Math.floor(Date.now() / 1000) });
    return trade;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const params: Record<string, string[]> = {};
    for (const [name, value] of url.searchParams) (params[name] ??= []).push(value);
    this.requests.push({ path: url.pathname, params });
    const index = this.failures.findIndex((planned) => planned.path === url.pathname);
    const planned = index >= 0 ? this.failures.splice(index, 1)[0] : undefined;
    if (planned?.when === 'before') return this.fail(response, planned.failure);
    const [status, body] =
      request.method === 'GET'
        ? this.answer(url.pathname, url.searchParams)
        : [405, { success: false, msg: 'Method not found' }];
    if (planned) return this.fail(response, planned.failure);
    this.json(response, status, body);
  }

  private answer(path: string, query: URLSearchParams): [number, unknown] {
    if (query.get('api') !== this.apiKey) return [401, { success: false, msg: 'wrong api' }];
    switch (path) {
      case '/v1/buy-one-p2p-name':
        return [200, this.buy(query)];
      case '/v1/check-many-project-id':
        return [200, this.check(query.getAll('id'), (trade) => trade.project_id ?? '')];
      case '/v1/check-many-steam':
        return [200, this.check(query.getAll('id'), (trade) => String(trade.id))];
      default:
        return [404, { success: false, msg: 'Method not found' }];
    }
  }

  private buy(query: URLSearchParams): unknown {
    const name = query.get('name') ?? '';
    const priceText = query.get('price') ?? '';
    const partner = query.get('partner') ?? '';
    const token = query.get('token') ?? '';
    const projectId = query.get('project_id');
    if (!name) return { success: false, msg: 'Wrong input' };
    if (!/^[1-9]\d{0,15}$/.test(priceText)) return { success: false, msg: 'Wrong input' };
    if (!/^\d{1,10}$/.test(partner) || !/^[A-Za-z0-9_-]{8}$/.test(token)) {
      return { success: false, msg: 'invalid buyer tradelink' };
    }
    if (projectId !== null) {
      if (projectId.length === 0 || projectId.length > 50) return { success: false, msg: 'Wrong input' };
      if (this.trades.some((trade) => trade.project_id === projectId)) {
        return { success: false, msg: 'projectId already exists' };
      }
    }
    const maxPrice = Number(priceText);
    const listed = this.listed(name);
    if (listed.length === 0) return { success: false, msg: 'no items' };
    const cheapest = listed[0];
    if (cheapest > maxPrice) return { success: false, msg: 'Item price has increased or item is no longer available' };
    if (cheapest > this.balance) return { success: false, msg: 'not enough money' };
    this.balance -= cheapest;
    listed.shift();
    this.listings.set(name, listed);
    const trade: DoubleTrade = {
      id: this.nextId++,
      project_id: projectId,
      name,
      price: cheapest,
      partner,
      token,
      status: 0,
      reason: null,
      trade_id: null,
      last_updated: Math.floor(Date.now() / 1000),
    };
    this.trades.push(trade);
    return { success: true, id: trade.id, price: trade.price, msg: 'buy_csgo' };
  }

  private check(ids: string[], key: (trade: DoubleTrade) => string): unknown {
    const trades = this.trades
      .filter((trade) => ids.includes(key(trade)))
      .map((trade) => ({
        id: trade.id,
        price: trade.price,
        name: trade.name,
        status: trade.status,
        project_id: trade.project_id,
        trade_id: trade.trade_id,
        done: trade.status === 5 || trade.status === 6,
        reason: trade.reason,
        send_until: trade.last_updated + 900,
        last_updated: trade.last_updated,
      }));
    return { success: true, trades };
  }

  private fail(response: ServerResponse, failure: Failure): void {
    if (failure.kind === 'timeout') return; // never answers; close() ends the connection
    const headers: Record<string, string> = {};
    if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
    this.json(response, failure.status, failure.body ?? { success: false, msg: 'Internal server error' }, headers);
  }

  private json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }
}
