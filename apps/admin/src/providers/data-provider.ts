// The console's one dataProvider: ra-data-simple-rest's conventions on /admin/api (contract section
// 9) through the signed client — lists as sort=["field","ASC"]&range=[first,last]&filter={...} with
// the total from Content-Range — and the non-CRUD actions of the admin API as named methods
// (freeze a player, approve an adjustment, enable a box, reject a bill, preview a pool's RTP, the
// signed-in member's own two-factor sign-in, ...).
import type {
  IssuedCardCodeBatchResponse,
  ReportBucket,
  ReportEconomyResponse,
  ReportSummaryResponse,
  RtpPreviewResponse,
  StaffRecoveryCodesResponse,
  StaffTotpSetupResponse,
  StaffTotpStatusResponse,
  StaffResponsibleGamingView,
} from '@lootledger/contracts';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { apiRequest } from './api-client';

/** The API serves at most this many rows per list call (MAX_ADMIN_PAGE). */
const MAX_PAGE = 100;

export interface PoolEntryInput {
  item_id: string;
  weight: number;
}

export interface CardCodeBatchInput {
  count: number;
  bean: string;
  expires_at: string;
  note?: string;
}

export interface LootledgerDataProvider extends DataProvider {
  freezePlayer(id: string, reason: string): Promise<{ data: RaRecord }>;
  unfreezePlayer(id: string, reason: string): Promise<{ data: RaRecord }>;
  freezeItem(storageId: string, reason: string): Promise<{ data: RaRecord }>;
  unfreezeItem(storageId: string, reason: string): Promise<{ data: RaRecord }>;
  approveAdjustment(id: string, reason?: string): Promise<{ data: RaRecord }>;
  rejectAdjustment(id: string, reason: string): Promise<{ data: RaRecord }>;
  enableBox(id: string, reason?: string): Promise<{ data: RaRecord }>;
  disableBox(id: string, reason?: string): Promise<{ data: RaRecord }>;
  approveBill(id: string, reason?: string): Promise<{ data: RaRecord }>;
  retryBill(id: string, reason?: string): Promise<{ data: RaRecord }>;
  rejectBill(id: string, reason: string): Promise<{ data: RaRecord }>;
  rtpPreview(
    input: { price: string; pool: PoolEntryInput[] },
    signal?: AbortSignal,
  ): Promise<{ data: RtpPreviewResponse }>;
  /** Issues a batch: the only moment its codes exist outside the players' hands. */
  issueCardCodes(input: CardCodeBatchInput): Promise<{ data: IssuedCardCodeBatchResponse }>;
  reportSummary(query: { from?: string; to?: string; bucket: ReportBucket }): Promise<{ data: ReportSummaryResponse }>;
  /** GGR from the ledger, the bonuses by kind as a cost, net revenue. */
  reportEconomy(query: { from?: string; to?: string; bucket: ReportBucket }): Promise<{ data: ReportEconomyResponse }>;
  totpStatus(): Promise<{ data: StaffTotpStatusResponse }>;
  /** A new secret (QR code and text) waiting for a code. */
  totpSetup(): Promise<{ data: StaffTotpSetupResponse }>;
  /** Confirms the set-up: the recovery codes, shown this once. */
  totpEnable(code: string): Promise<{ data: StaffRecoveryCodesResponse }>;
  totpDisable(code: string): Promise<{ data: null }>;
  regenerateRecoveryCodes(code: string): Promise<{ data: StaffRecoveryCodesResponse }>;
  /**
   * A record action a resource folder names itself: POST /<resource>/<id>/<name> (a ROLL room's
   * cancel with its reason).
   */
  recordAction(resource: string, id: string, name: string, body?: Record<string, unknown>): Promise<{ data: RaRecord }>;
  /** Something a record holds, read on its own: GET /<resource>/<id>/<part> (a battle's events). */
  getRecordPart<T>(resource: string, id: string, part: string): Promise<T>;
  /** Closes a red-packet campaign (audited). */
  closeRedPacket(id: string, reason?: string): Promise<{ data: RaRecord }>;
  /** A player's responsible-gaming rules and statement (read only: staff cannot change them). */
  getPlayerResponsibleGaming(id: string): Promise<StaffResponsibleGamingView>;
}

function path(resource: string, id?: string | number): string {
  return id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`;
}

function totalOf(headers: Headers, fallback: number): number {
  const range = headers.get('Content-Range');
  const total = range ? Number(range.split('/').pop()) : NaN;
  return Number.isFinite(total) ? total : fallback;
}

async function listRange<T extends RaRecord>(
  resource: string,
  params: { sort?: { field: string; order: string }; filter?: Record<string, unknown> },
  first: number,
  last: number,
  signal?: AbortSignal,
): Promise<{ data: T[]; total: number }> {
  const query: Record<string, string> = {};
  if (params.sort?.field)
    query.sort = JSON.stringify([params.sort.field, params.sort.order === 'DESC' ? 'DESC' : 'ASC']);
  query.range = JSON.stringify([first, last]);
  query.filter = JSON.stringify(params.filter ?? {});
  const { data, headers } = await apiRequest<T[]>('GET', path(resource), { query, signal });
  return { data, total: totalOf(headers, data.length) };
}

/** One page, or — for exports wider than the API serves at once — consecutive ranges of 100. */
async function getList<T extends RaRecord>(resource: string, params: GetListParams & { signal?: AbortSignal }) {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const first = (page - 1) * perPage;
  const last = first + perPage - 1;
  const rows: T[] = [];
  let total = 0;
  for (let from = first; from <= last; from += MAX_PAGE) {
    const chunk = await listRange<T>(resource, params, from, Math.min(last, from + MAX_PAGE - 1), params.signal);
    rows.push(...chunk.data);
    total = chunk.total;
    if (chunk.data.length < Math.min(MAX_PAGE, last - from + 1)) break;
  }
  return { data: rows, total };
}

async function action(resource: string, id: string, name: string, body: Record<string, unknown> = {}) {
  const { data } = await apiRequest<RaRecord>('POST', `${path(resource, id)}/${name}`, { body });
  return { data };
}

function withReason(reason: string | undefined): Record<string, unknown> {
  return reason && reason.trim() ? { reason: reason.trim() } : {};
}

export const dataProvider: LootledgerDataProvider = {
  getList: (resource, params: GetListParams) => getList(resource, params),

  async getOne(resource, params: GetOneParams & { signal?: AbortSignal }) {
    const { data } = await apiRequest<RaRecord>('GET', path(resource, params.id), { signal: params.signal });
    return { data: data as never };
  },

  async getMany(resource, params: GetManyParams & { signal?: AbortSignal }) {
    if (params.ids.length === 0) return { data: [] };
    const { data } = await listRange(resource, { filter: { id: params.ids } }, 0, params.ids.length - 1, params.signal);
    return { data: data as never[] };
  },

  getManyReference: (resource, params: GetManyReferenceParams & { signal?: AbortSignal }) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,

  async update(resource, params: UpdateParams) {
    const { data } = await apiRequest<RaRecord>('PUT', path(resource, params.id), { body: params.data });
    return { data: data as never };
  },

  async updateMany(resource, params: UpdateManyParams) {
    const results = await Promise.all(
      params.ids.map((id) => apiRequest<RaRecord>('PUT', path(resource, id), { body: params.data })),
    );
    return { data: results.map((result) => result.data.id) };
  },

  async create(resource, params: CreateParams) {
    const { data } = await apiRequest<RaRecord>('POST', path(resource), { body: params.data });
    return { data: data as never };
  },

  async delete(resource, params: DeleteParams) {
    const reason = (params.meta as { reason?: string } | undefined)?.reason;
    const { data } = await apiRequest<RaRecord>('DELETE', path(resource, params.id), {
      body: reason ? { reason } : undefined,
    });
    return { data: data as never };
  },

  async deleteMany(resource, params: DeleteManyParams) {
    await Promise.all(params.ids.map((id) => apiRequest('DELETE', path(resource, id))));
    return { data: params.ids };
  },

  freezePlayer: (id, reason) => action('players', id, 'freeze', { reason }),
  unfreezePlayer: (id, reason) => action('players', id, 'unfreeze', { reason }),
  freezeItem: (id, reason) => action('storage', id, 'freeze', { reason }),
  unfreezeItem: (id, reason) => action('storage', id, 'unfreeze', { reason }),
  approveAdjustment: (id, reason) => action('coin-adjustments', id, 'approve', withReason(reason)),
  rejectAdjustment: (id, reason) => action('coin-adjustments', id, 'reject', { reason }),
  enableBox: (id, reason) => action('boxes', id, 'enable', withReason(reason)),
  disableBox: (id, reason) => action('boxes', id, 'disable', withReason(reason)),
  approveBill: (id, reason) => action('bills', id, 'approve', withReason(reason)),
  closeRedPacket: (id, reason) => action('red-packets', id, 'close', withReason(reason)),
  retryBill: (id, reason) => action('bills', id, 'retry', withReason(reason)),
  rejectBill: (id, reason) => action('bills', id, 'reject', { reason }),

  async rtpPreview(input, signal) {
    const { data } = await apiRequest<RtpPreviewResponse>('POST', '/boxes/rtp-preview', { body: input, signal });
    return { data };
  },

  async issueCardCodes(input) {
    const { data } = await apiRequest<IssuedCardCodeBatchResponse>('POST', '/card-code-batches', { body: input });
    return { data };
  },

  async reportSummary({ from, to, bucket }) {
    const { data } = await apiRequest<ReportSummaryResponse>('GET', '/reports/summary', {
      query: { from, to, bucket },
    });
    return { data };
  },

  async reportEconomy({ from, to, bucket }) {
    const { data } = await apiRequest<ReportEconomyResponse>('GET', '/reports/economy', {
      query: { from, to, bucket },
    });
    return { data };
  },

  async totpStatus() {
    return { data: (await apiRequest<StaffTotpStatusResponse>('GET', '/auth/totp')).data };
  },

  async getPlayerResponsibleGaming(id: string) {
    return (await apiRequest<StaffResponsibleGamingView>('GET', `${path('players', id)}/responsible-gaming`)).data;
  },

  recordAction: (resource, id, name, body) => action(resource, id, name, body),

  async getRecordPart<T>(resource: string, id: string, part: string) {
    return (await apiRequest<T>('GET', `${path(resource, id)}/${part}`)).data;
  },

  async totpSetup() {
    return { data: (await apiRequest<StaffTotpSetupResponse>('POST', '/auth/totp/setup')).data };
  },

  async totpEnable(code) {
    return {
      data: (await apiRequest<StaffRecoveryCodesResponse>('POST', '/auth/totp/enable', { body: { code } })).data,
    };
  },

  async totpDisable(code) {
    await apiRequest<null>('POST', '/auth/totp/disable', { body: { code } });
    return { data: null };
  },

  async regenerateRecoveryCodes(code) {
    const { data } = await apiRequest<StaffRecoveryCodesResponse>('POST', '/auth/totp/recovery-codes', {
      body: { code },
    });
    return { data };
  },
};
