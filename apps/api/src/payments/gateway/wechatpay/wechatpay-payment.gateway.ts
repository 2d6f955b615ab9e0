// The WeChat Pay API v3 gateway (pay_way 8, 'wechat') behind the payment-gateway port, through
// wechatpay-axios-plugin: its client signs every request with the merchant key (Authorization:
// WECHATPAY2-SHA256-RSA2048 ...) and checks every 2xx answer's Wechatpay-Signature with the platform
// key before we read it. out_trade_no is our order id and amount.total the price in fen.
//   createPayment: POST /v3/pay/transactions/native (code_url: the QR code's content) or .../h5 (h5_url),
//     by WECHATPAY_TRADE_TYPE: WeChat Pay gives one out_trade_no one trade type, so the order's QR code
//     and H5 link are the one payment's. A repeat asks again with the same fields (WeChat Pay answers
//     the same link for an unpaid order) unless this process still holds the answer.
//   queryPayment: GET /v3/pay/transactions/out-trade-no/{id}?mchid= (trade_state).
//   closePayment: POST /v3/pay/transactions/out-trade-no/{id}/close (204; ORDERPAID: 'paid').
// Timeouts, network errors, 5xx, SYSTEM_ERROR and FREQUENCY_LIMITED: PaymentGatewayUnavailableError.
import { Decorator } from 'wechatpay-axios-plugin';
import {
  PaymentGatewayUnavailableError,
  type CreatePaymentRequest,
  type CreatedPayment,
  type PaymentGateway,
  type PaymentQueryRequest,
  type PaymentQueryResult,
  type PayWay,
} from '../payment-gateway.port';
import type { WechatpaySettings } from './wechatpay.config';
import { paidTransaction, type WechatpayTransaction } from './wechatpay-notification';

export const WECHATPAY_NOTIFY_PATH = '/api/payments/notify/wechatpay';

export interface WechatpayGatewayOptions {
  settings: WechatpaySettings;
  /** Where WeChat Pay reaches this server (PUBLIC_BASE_URL): notify_url is its WECHATPAY_NOTIFY_PATH. */
  baseUrl: () => string;
  /** One call's limit before it counts as unavailable. */
  timeoutMs?: number;
}

/** WeChat Pay refused the call for good (a code other than the temporary ones): not worth repeating as is. */
export class WechatpayRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay answered ${status} ${code}: ${message}`);
    this.name = 'WechatpayRequestError';
  }
}

/** Codes WeChat Pay answers for a temporary condition: ask again later. */
const TEMPORARY_CODES = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED', 'BANK_ERROR', 'BANKERROR']);

const UNPAID_STATES = new Set(['NOTPAY', 'USERPAYING']);
const CLOSED_STATES = new Set(['CLOSED', 'REVOKED', 'PAYERROR']);

type V3Client = Decorator['v3'];

export class WechatpayPaymentGateway implements PaymentGateway {
  readonly name = 'wechatpay';
  readonly payWays: readonly PayWay[] = ['wechat'];
  private readonly v3: V3Client;
  /** Answers of this process by order id, dropped once the order expired. */
  private readonly created = new Map<string, { expiresAt: number; payment: Promise<CreatedPayment> }>();

  constructor(private readonly options: WechatpayGatewayOptions) {
    const { settings } = options;
    this.v3 = new Decorator({
      mchid: settings.mchid,
      serial: settings.merchantSerial,
      privateKey: settings.merchantPrivateKey.export({ type: 'pkcs8', format: 'pem' }),
      certs: { [settings.platform.serial]: settings.platform.key },
      baseURL: `${settings.baseUrl}/`,
      timeout: options.timeoutMs ?? 10_000,
    }).v3;
  }

  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const now = Date.now();
    for (const [orderId, entry] of this.created) if (entry.expiresAt <= now) this.created.delete(orderId);
    const held = this.created.get(request.orderId);
    if (held) return held.payment;
    const payment = this.place(request);
    this.created.set(request.orderId, { expiresAt: request.expiresAt.getTime(), payment });
    payment.catch(() => this.created.delete(request.orderId));
    return payment;
  }

  async queryPayment(order: PaymentQueryRequest): Promise<PaymentQueryResult> {
    let transaction: WechatpayTransaction;
    try {
      transaction = (
        await this.v3.get(this.orderPath(order.orderId), { params: { mchid: this.options.settings.mchid } })
      ).data as WechatpayTransaction;
    } catch (error) {
      const failure = this.failure(error);
      if (failure instanceof WechatpayRequestError && failure.code === 'ORDER_NOT_EXIST')
        return { status: 'not_found' };
      throw failure;
    }
    if (transaction.out_trade_no !== order.orderId || transaction.mchid !== this.options.settings.mchid) {
      throw new Error(`WeChat Pay answered the query of ${order.orderId} with another order`);
    }
    const state = String(transaction.trade_state);
    // REFUND: paid, then (partly) refunded: the payment was taken.
    if (state === 'SUCCESS' || state === 'REFUND') {
      const paid = paidTransaction(transaction);
      if (!paid.ok) throw new Error(`WeChat Pay's paid answer for ${order.orderId}: invalid ${paid.reason}`);
      return { status: 'paid', notification: paid.notification };
    }
    if (UNPAID_STATES.has(state)) return { status: 'unpaid' };
    if (CLOSED_STATES.has(state)) return { status: 'closed' };
    throw new Error(`WeChat Pay's query of ${order.orderId}: unknown trade_state ${state}`);
  }

  async closePayment(order: PaymentQueryRequest): Promise<'closed' | 'paid'> {
    try {
      await this.v3.post(`${this.orderPath(order.orderId)}/close`, { mchid: this.options.settings.mchid });
      return 'closed';
    } catch (error) {
      const failure = this.failure(error);
      if (failure instanceof WechatpayRequestError) {
        if (failure.code === 'ORDERPAID') return 'paid';
        // Never created there, or closed already: it takes no payment.
        if (failure.code === 'ORDER_NOT_EXIST' || failure.code === 'ORDER_CLOSED') return 'closed';
      }
      throw failure;
    }
  }

  private async place(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const { settings } = this.options;
    if (request.amount <= 0n || request.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new Error(`order ${request.orderId}: amount ${request.amount} fen is out of range`);
    }
    const order = {
      appid: settings.appid,
      mchid: settings.mchid,
      // At most 127 characters at WeChat Pay.
      description: [...request.subject].slice(0, 127).join(''),
      out_trade_no: request.orderId,
      time_expire: beijingTime(request.expiresAt),
      notify_url: `${this.options.baseUrl()}${WECHATPAY_NOTIFY_PATH}`,
      amount: { total: Number(request.amount), currency: 'CNY' },
    };
    try {
      if (settings.tradeType === 'h5') {
        // The player's address is not passed through the port: the loopback one stands in (WeChat
        // Pay checks the H5 domain by the page's Referer, not this address).
        const { data } = await this.v3.post('/v3/pay/transactions/h5', {
          ...order,
          scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } },
        });
        const h5Url = (data as { h5_url?: unknown }).h5_url;
        if (typeof h5Url !== 'string' || h5Url === '') throw new Error('WeChat Pay answered no h5_url');
        return { qrUrl: h5Url, h5Url };
      }
      const { data } = await this.v3.post('/v3/pay/transactions/native', order);
      const codeUrl = (data as { code_url?: unknown }).code_url;
      if (typeof codeUrl !== 'string' || codeUrl === '') throw new Error('WeChat Pay answered no code_url');
      return { qrUrl: codeUrl, h5Url: codeUrl };
    } catch (error) {
      throw this.failure(error);
    }
  }

  private orderPath(orderId: string): string {
    return `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}`;
  }

  /** An SDK (axios) failure as ours: unavailable, a refusal with WeChat Pay's code, or an unverified answer. */
  private failure(error: unknown): Error {
    const failed = error as {
      isAxiosError?: boolean;
      code?: string;
      message?: string;
      response?: { status: number; data?: unknown };
    };
    if (!failed?.isAxiosError) return error instanceof Error ? error : new Error(String(error));
    // The SDK's own checks of a 2xx answer (EV3_RES_HEADER_*): its signature, serial or time failed.
    if (failed.code?.startsWith('EV3_')) {
      return new Error(`WeChat Pay's answer is not signed by the platform key (${failed.code}): ${failed.message}`);
    }
    if (!failed.response)
      return new PaymentGatewayUnavailableError(this.name, `WeChat Pay: ${failed.code ?? failed.message}`);
    const { status, data } = failed.response;
    const body = (typeof data === 'object' && data !== null ? data : {}) as { code?: unknown; message?: unknown };
    const code = typeof body.code === 'string' ? body.code : '';
    if (status >= 500 || status === 429 || TEMPORARY_CODES.has(code)) {
      return new PaymentGatewayUnavailableError(this.name, `WeChat Pay answered ${status} ${code}`);
    }
    return new WechatpayRequestError(status, code, typeof body.message === 'string' ? body.message : '');
  }
}

/** RFC 3339 in Beijing time, to the second, as WeChat Pay writes it: 2030-01-01T20:00:00+08:00. */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');
}
