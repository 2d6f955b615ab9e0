// The Alipay payment gateway (pay_way 7) over Alipay's v2 OpenAPI through alipay-sdk, RSA2 both ways:
// our requests signed with ALIPAY_PRIVATE_KEY, Alipay's responses and notifications verified with
// ALIPAY_PUBLIC_KEY. out_trade_no is our order id, total_amount its price in yuan ("100.00", from
// integer hundredths), time_expire its expiry in Beijing time.
//   createPayment: alipay.trade.precreate (its qr_code is what a desktop scans; Alipay answers the
//     same qr_code to a repeat for the same out_trade_no) and the signed GET URL of alipay.trade.wap.pay
//     (a phone's H5 page; signed here, nothing is sent until the phone opens it).
//   queryPayment: alipay.trade.query; closePayment: alipay.trade.close (the order-expiry process).
// Timeouts, network errors, 5xx and Alipay's system errors throw PaymentGatewayUnavailableError.
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { formatAmount, parseAmount } from '@lootledger/contracts';
import {
  PaymentGatewayUnavailableError,
  type CreatePaymentRequest,
  type CreatedPayment,
  type PaymentGateway,
  type PaymentQueryRequest,
  type PaymentQueryResult,
  type PayWay,
} from '../payment-gateway.port';
import type { AlipaySettings } from './alipay.config';
import type { NotificationParams } from './alipay-notification';
import { formatAlipayTime, parseAlipayTime } from './alipay-time';

export const ALIPAY_GATEWAY_NAME = 'alipay';
export const ALIPAY_NOTIFY_PATH = '/api/payments/notify/alipay';

/** Alipay's answer code of a call that did what it was asked. */
const SUCCESS = '10000';
/** Alipay could not answer now (its code 20000, or these sub codes): ask again later. */
const TEMPORARY_CODES = ['20000'];
/** precreate's answer for an out_trade_no whose trade is paid or closed already. */
const TRADE_OVER = ['ACQ.TRADE_HAS_SUCCESS', 'ACQ.TRADE_HAS_CLOSE'];
const TEMPORARY_SUB_CODES = ['ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'aop.ACQ.SYSTEM_ERROR'];

export interface AlipayGatewayOptions {
  /** This server as Alipay and the player's phone reach it (PUBLIC_BASE_URL), without a trailing slash. */
  publicBaseUrl: () => string;
  /** The request timestamps' clock. */
  now?: () => Date;
  /** How long a call may take before the gateway counts as unavailable (ms). */
  timeoutMs?: number;
}

/** Alipay refused the call for a reason that asking again will not change (a configuration or a trade's state). */
export class AlipayBusinessError extends Error {
  constructor(
    readonly method: string,
    readonly code: string,
    readonly subCode: string | undefined,
    subMsg: string | undefined,
  ) {
    super(`alipay ${method}: ${code} ${subCode ?? ''} ${subMsg ?? ''}`.trim());
    this.name = 'AlipayBusinessError';
  }
}

export class AlipayPaymentGateway implements PaymentGateway {
  readonly name = ALIPAY_GATEWAY_NAME;
  readonly payWays: readonly PayWay[] = ['alipay'];
  now: () => Date;
  private readonly sdk: AlipaySdk;

  constructor(
    readonly settings: AlipaySettings,
    private readonly options: AlipayGatewayOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.sdk = new AlipaySdk({
      appId: settings.appId,
      privateKey: settings.privateKey,
      keyType: 'PKCS8',
      alipayPublicKey: settings.alipayPublicKey,
      signType: 'RSA2',
      gateway: settings.gateway,
      timeout: options.timeoutMs ?? 10_000,
      // Alipay's own field names (qr_code, trade_status), as its documentation spells them.
      camelcase: false,
    });
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    const trade = {
      out_trade_no: request.orderId,
      total_amount: formatAmount(request.amount),
      subject: request.subject,
      time_expire: formatAlipayTime(request.expiresAt),
    };
    const precreated = await this.call('alipay.trade.precreate', trade, { notify_url: this.notifyUrl() });
    const site = this.options.publicBaseUrl();
    const h5Url = this.sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: { ...trade, product_code: 'QUICK_WAP_WAY', quit_url: `${site}/` },
      notifyUrl: this.notifyUrl(),
      returnUrl: `${site}/`,
      timestamp: formatAlipayTime(this.now()),
    });
    // Paid or closed at Alipay before we heard of it (a reload racing the notification, or a refused
    // payment): no QR code to give; Alipay's own cashier page says what became of the trade.
    if (TRADE_OVER.includes(precreated.sub_code ?? '')) return { qrUrl: h5Url, h5Url };
    if (precreated.code !== SUCCESS) throw this.refusal('alipay.trade.precreate', precreated);
    const qrCode: unknown = precreated.qr_code;
    if (typeof qrCode !== 'string' || qrCode === '') throw new Error('alipay alipay.trade.precreate: no qr_code');
    return { qrUrl: qrCode, h5Url };
  }

  async queryPayment(order: PaymentQueryRequest): Promise<PaymentQueryResult> {
    const answer = await this.call('alipay.trade.query', { out_trade_no: order.orderId });
    if (answer.code !== SUCCESS) {
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { status: 'not_found' };
      throw this.refusal('alipay.trade.query', answer);
    }
    switch (answer.trade_status) {
      case 'WAIT_BUYER_PAY':
        return { status: 'unpaid' };
      case 'TRADE_CLOSED':
        return { status: 'closed' };
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED':
        return { status: 'paid', notification: this.paidTrade(order, answer) };
      default:
        throw new Error(`alipay alipay.trade.query: unknown trade_status ${String(answer.trade_status)}`);
    }
  }

  async closePayment(order: PaymentQueryRequest): Promise<'closed' | 'paid'> {
    const answer = await this.call('alipay.trade.close', { out_trade_no: order.orderId });
    if (answer.code === SUCCESS || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return 'closed';
    if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
      // Only a trade waiting to be paid closes: this one is paid or closed already. Which, the query says.
      const now = await this.queryPayment(order);
      if (now.status === 'paid') return 'paid';
      if (now.status === 'closed' || now.status === 'not_found') return 'closed';
    }
    throw this.refusal('alipay.trade.close', answer);
  }

  /** Whether the notification's RSA2 signature (sorted parameters without sign and sign_type) is Alipay's. */
  verifyNotification(params: NotificationParams): boolean {
    if (params.sign_type !== undefined && params.sign_type !== 'RSA2') return false;
    try {
      // Values as received (already form-decoded): the SDK's V2 check does not decode them again.
      return this.sdk.checkNotifySignV2({ ...params });
    } catch {
      return false;
    }
  }

  private notifyUrl(): string {
    return `${this.options.publicBaseUrl()}${ALIPAY_NOTIFY_PATH}`;
  }

  private paidTrade(order: PaymentQueryRequest, answer: AlipaySdkCommonResult) {
    const amount = typeof answer.total_amount === 'string' ? parseAmount(answer.total_amount) : null;
    if (amount === null || typeof answer.trade_no !== 'string' || !answer.trade_no) {
      throw new Error(`alipay alipay.trade.query: a paid trade without trade_no or total_amount (${order.orderId})`);
    }
    const paidAt = typeof answer.send_pay_date === 'string' ? parseAlipayTime(answer.send_pay_date) : null;
    return {
      gateway: this.name,
      orderId: order.orderId,
      tradeNo: answer.trade_no,
      amount,
      paidAt: paidAt ?? this.now(),
    };
  }

  /** One signed call; its answer's signature verified. Transport and system failures: unavailable. */
  private async call(
    method: string,
    bizContent: Record<string, string>,
    common: Record<string, string> = {},
  ): Promise<AlipaySdkCommonResult> {
    let answer: AlipaySdkCommonResult;
    try {
      answer = await this.sdk.exec(
        method,
        // The timestamp in Beijing time, whatever this server's time zone (the SDK would use its own).
        { ...common, timestamp: formatAlipayTime(this.now()), bizContent },
        { validateSign: true },
      );
    } catch (error) {
      throw this.transportFailure(method, error);
    }
    if (TEMPORARY_CODES.includes(answer.code) || TEMPORARY_SUB_CODES.includes(answer.sub_code ?? '')) {
      throw new PaymentGatewayUnavailableError(this.name, `alipay ${method}: ${answer.code} ${answer.sub_code ?? ''}`);
    }
    return answer;
  }

  private transportFailure(method: string, error: unknown): Error {
    if (!(error instanceof AlipayRequestError)) return error as Error;
    // The SDK's messages: "HttpClient Request error: ..." (no answer: refused, reset, timed out),
    // "HTTP 请求错误, status: 502", "Response 格式错误" (not JSON: a proxy's error page), "验签失败" (signature).
    const status = /status: (\d{3})/.exec(error.message)?.[1];
    const temporary =
      error.message.startsWith('HttpClient Request error') ||
      (status !== undefined && (status.startsWith('5') || status === '429')) ||
      error.message.startsWith('Response 格式错误');
    if (temporary) return new PaymentGatewayUnavailableError(this.name, `alipay ${method}: ${error.message}`);
    return new Error(`alipay ${method}: ${error.message}`);
  }

  private refusal(method: string, answer: AlipaySdkCommonResult): AlipayBusinessError {
    return new AlipayBusinessError(method, String(answer.code), answer.sub_code, answer.sub_msg);
  }
}
