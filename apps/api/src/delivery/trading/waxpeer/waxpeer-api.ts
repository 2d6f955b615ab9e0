// The few calls of Waxpeer's REST API v1 the adapter makes, over fetch: buy one item by name for a
// trade link, and read trades by our project_id or by Waxpeer's id. The API key travels as the `api`
// query parameter, so no URL is ever put in an error or a log line.
// Anything that leaves the outcome open (no answer in time, a network error, 5xx, 429, a refused key,
// an answer that cannot be read) throws TradeProviderUnavailableError, with the server's
// Retry-After (or its body's msBeforeNext) as the hint; a readable `{success: false, msg}` to a
// purchase is returned for the provider to judge.
import { TradeProviderUnavailableError } from '../trade-provider.port';
import type { WaxpeerSettings } from './waxpeer.config';

/** One trade as check-many-steam / check-many-project-id describe it (the fields we use). */
export interface WaxpeerTrade {
  /** Waxpeer's purchase id (what buy-one-p2p-name answers as `id`). */
  id: string;
  projectId: string | null;
  status: number;
  /** What was paid, mills; null when not given. */
  price: bigint | null;
  reason: string | null;
  lastUpdated: Date | null;
}

export type BuyAnswer = { bought: true; id: string; price: bigint | null } | { bought: false; message: string };

export interface BuyRequest {
  /** Steam market hash name. */
  name: string;
  /** The most it may cost, mills. */
  maxPrice: bigint;
  partner: string;
  token: string;
  /** Our id for the purchase (the bill), unique per purchase at Waxpeer. */
  projectId: string;
}

type Json = Record<string, unknown>;

export class WaxpeerApi {
  constructor(private readonly settings: Pick<WaxpeerSettings, 'apiKey' | 'baseUrl' | 'timeoutMs'>) {}

  async buyOneByName(request: BuyRequest): Promise<BuyAnswer> {
    const body = await this.get('buy-one-p2p-name', [
      ['name', request.name],
      ['price', request.maxPrice.toString()],
      ['partner', request.partner],
      ['token', request.token],
      ['project_id', request.projectId],
      ['game', 'csgo'],
    ]);
    if (body.success !== true) return { bought: false, message: typeof body.msg === 'string' ? body.msg : '' };
    const id = idOf(body.id);
    // Bought, but we cannot tell which purchase: the retry's lookup by project_id tells.
    if (id === null)
      throw new TradeProviderUnavailableError('waxpeer: buy-one-p2p-name answered success without an id');
    return { bought: true, id, price: millsOf(body.price) };
  }

  /** The trades bought with these project_ids (an id Waxpeer never saw is simply absent). */
  tradesByProjectId(projectIds: readonly string[]): Promise<WaxpeerTrade[]> {
    return this.trades('check-many-project-id', projectIds);
  }

  /** The trades with these Waxpeer ids. */
  tradesById(ids: readonly string[]): Promise<WaxpeerTrade[]> {
    return this.trades('check-many-steam', ids);
  }

  private async trades(path: string, ids: readonly string[]): Promise<WaxpeerTrade[]> {
    const body = await this.get(
      path,
      ids.map((id) => ['id', id]),
    );
    // A lookup we cannot read must never look like "not bought" (that would invite a second purchase).
    if (body.success !== true || !Array.isArray(body.trades)) {
      throw new TradeProviderUnavailableError(`waxpeer: ${path} answered no trade list (${messageOf(body)})`);
    }
    return body.trades.map((entry: unknown) => {
      const trade = typeof entry === 'object' && entry !== null ? (entry as Json) : {};
      const id = idOf(trade.id);
      const status = trade.status;
      if (id === null || typeof status !== 'number' || !Number.isInteger(status)) {
        throw new TradeProviderUnavailableError(`waxpeer: ${path} answered a trade without an id or a status`);
      }
      return {
        id,
        projectId: typeof trade.project_id === 'string' && trade.project_id ? trade.project_id : null,
        status,
        price: millsOf(trade.price),
        reason: typeof trade.reason === 'string' && trade.reason ? trade.reason : null,
        lastUpdated: timeOf(trade.last_updated),
      };
    });
  }

  private async get(path: string, params: readonly (readonly [string, string])[]): Promise<Json> {
    const query = new URLSearchParams([
      ['api', this.settings.apiKey],
      ...params.map(([name, value]): [string, string] => [name, value]),
    ]);
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}/v1/${path}?${query.toString()}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'network error';
      throw new TradeProviderUnavailableError(`waxpeer: ${path}: ${cause}`);
    }
    const text = await response.text().catch(() => '');
    const body = parseJson(text);
    if (response.status === 429 || response.status >= 500) {
      throw new TradeProviderUnavailableError(
        `waxpeer: ${path} answered HTTP ${response.status}`,
        retryAfterMs(response.headers.get('retry-after'), body),
      );
    }
    if (response.status === 401 || response.status === 403) {
      throw new TradeProviderUnavailableError(
        `waxpeer: ${path} refused the API key or this address (HTTP ${response.status}: ${messageOf(body)})`,
      );
    }
    if (!body)
      throw new TradeProviderUnavailableError(`waxpeer: ${path} answered HTTP ${response.status} without JSON`);
    return body;
  }
}

function parseJson(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

function messageOf(body: Json | null): string {
  return body && typeof body.msg === 'string' ? body.msg.slice(0, 200) : 'no message';
}

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && /^[0-9A-Za-z_-]{1,64}$/.test(value)) return value;
  return null;
}

function millsOf(value: unknown): bigint | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d{1,18}$/.test(value)) return BigInt(value);
  return null;
}

function timeOf(value: unknown): Date | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
}

/** Retry-After in seconds (or an HTTP date), else Waxpeer's msBeforeNext; undefined when neither. */
function retryAfterMs(header: string | null, body: Json | null): number | undefined {
  if (header) {
    if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  const hint = body?.msBeforeNext;
  return typeof hint === 'number' && Number.isFinite(hint) && hint >= 0 ? Math.ceil(hint) : undefined;
}
