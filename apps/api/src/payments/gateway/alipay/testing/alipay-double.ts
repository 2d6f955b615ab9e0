// A local double of Alipay's v2 OpenAPI gateway (gateway.do) on 127.0.0.1, for the adapter's specs:
// it checks what Alipay checks of a call (app_id, method, charset, version, sign_type RSA2, a Beijing
// timestamp near its clock, the RSA2 signature with the application's public key, biz_content's
// fields) and answers as Alipay does: `{"<method>_response": {...}, "sign": ...}` signed with its own
// private key. It keeps trades (precreate, the wap.pay page a phone opens, query, close, time_expire),
// pays them and posts signed form notifications to their notify_url, retrying until the body is
// `success`, with duplicates on request; failures on request (HTTP status, no answer, error codes).
//   const alipay = await AlipayDouble.start({ appId, keys }); ... await alipay.pay(orderId);
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAlipayTime, parseAlipayTime } from '../alipay-time';
import { rsa2Sign, rsa2Verify, requestSignContent, signNotification, type AlipayTestKeys } from './alipay-signing';
import { checkTrade, type TradeFields } from './alipay-double-trades';

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface DoubleTrade extends TradeFields {
  tradeNo: string;
  status: TradeStatus;
  qrCode: string;
  notifyUrl?: string;
  paidAt?: Date;
}

/** What the next call (of `method`, or any) gets instead of an answer. */
export type InjectedFailure =
  { status: number } | { hang: true } | { code: string; sub_code: string; sub_msg?: string; msg?: string };

export interface ReceivedCall {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
  /** The answer's code and sub_code ('10000' when it did what was asked). */
  answered?: string;
}

export interface Delivery {
  status: number;
  body: string;
}

type Answer = Record<string, unknown>;
const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
const invalid = (subCode: string, subMsg = subCode): Answer => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: subCode,
  sub_msg: subMsg,
});
const failed = (subCode: string, subMsg = subCode): Answer => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});

const API_METHODS = ['alipay.trade.precreate', 'alipay.trade.query', 'alipay.trade.close'];
const PAGE_METHODS = ['alipay.trade.wap.pay'];
const TIMESTAMP_SLACK_MS = 10 * 60_000;

export class AlipayDouble {
  readonly trades = new Map<string, DoubleTrade>();
  readonly calls: ReceivedCall[] = [];
  now: () => Date = () => new Date();
  private readonly failures: { method?: string; failure: InjectedFailure }[] = [];
  private readonly hung = new Set<http.ServerResponse>();
  private sequence = 0;

  private constructor(
    private readonly server: http.Server,
    readonly appId: string,
    readonly keys: AlipayTestKeys,
  ) {}

  static async start(options: { appId: string; keys: AlipayTestKeys }): Promise<AlipayDouble> {
    const server = http.createServer();
    const double = new AlipayDouble(server, options.appId, options.keys);
    server.on('request', (request, response) => void double.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return double;
  }

  /** ALIPAY_GATEWAY for the app. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`;
  }

  /** The next call (of `method` if given) fails so; queued in order. */
  failNext(failure: InjectedFailure, method?: string): void {
    this.failures.push({ method, failure });
  }

  callsOf(method: string): ReceivedCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /**
   * The buyer pays `orderId`'s trade (amount: what Alipay took, the trade's own by default) and
   * Alipay notifies its notify_url: again after each answer that is not `success` (immediately, at
   * most maxAttempts times), then `duplicates` more copies. Answers every delivery.
   */
  async pay(
    orderId: string,
    options: { amount?: string; duplicates?: number; maxAttempts?: number } = {},
  ): Promise<Delivery[]> {
    const trade = this.markPaid(orderId, options.amount);
    return this.deliver(this.notificationOf(trade), trade.notifyUrl, options);
  }

  /** The buyer pays `orderId`'s trade (`amount`: what Alipay took, the trade's own by default); no notification. */
  markPaid(orderId: string, amount?: string): DoubleTrade {
    const trade = this.trades.get(orderId);
    if (!trade) throw new Error(`alipay double: no trade ${orderId}`);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`alipay double: trade ${orderId} is ${trade.status}`);
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = this.now();
    if (amount) trade.totalAmount = amount;
    return trade;
  }

  /** Alipay's notification of a trade, signed; `overrides` change fields before signing. */
  notificationOf(trade: DoubleTrade, overrides: Record<string, string> = {}): Record<string, string> {
    const at = trade.paidAt ?? this.now();
    return signNotification(
      {
        notify_time: formatAlipayTime(this.now()),
        notify_type: 'trade_status_sync',
        notify_id: `2030${(++this.sequence).toString().padStart(8, '0')}0000abcdef`,
        app_id: this.appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_id: '2088102177846880',
        buyer_logon_id: '159****5620',
        seller_id: '2088101117955611',
        trade_status: trade.status,
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        buyer_pay_amount: trade.totalAmount,
        invoice_amount: trade.totalAmount,
        subject: trade.subject,
        gmt_create: formatAlipayTime(trade.createdAt),
        gmt_payment: formatAlipayTime(at),
        fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
        ...overrides,
      },
      this.keys.alipayPrivateKey,
    );
  }

  /** Posts the notification form to `url` until `success` (at most maxAttempts), then `duplicates` copies. */
  async deliver(
    params: Record<string, string>,
    url: string | undefined,
    options: { duplicates?: number; maxAttempts?: number } = {},
  ): Promise<Delivery[]> {
    if (!url) throw new Error('alipay double: the trade has no notify_url');
    const deliveries: Delivery[] = [];
    const post = async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      deliveries.push({ status: response.status, body: await response.text() });
      return deliveries[deliveries.length - 1].body.trim() === 'success';
    };
    for (let attempt = 0; attempt < (options.maxAttempts ?? 8); attempt++) if (await post()) break;
    for (let copy = 0; copy < (options.duplicates ?? 0); copy++) await post();
    return deliveries;
  }

  async close(): Promise<void> {
    for (const response of this.hung) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const params: Record<string, string> = {};
    let repeated = false;
    for (const source of [url.searchParams, new URLSearchParams(Buffer.concat(chunks).toString('utf8'))]) {
      for (const [name, value] of source) {
        if (name in params) repeated = true;
        params[name] = value;
      }
    }
    const method = params.method ?? '';
    const page = request.method === 'GET';
    if (url.pathname !== '/gateway.do' || !(page ? PAGE_METHODS : API_METHODS).includes(method)) {
      return this.send(response, method, invalid('isv.invalid-method', `no such method: ${method}`), page);
    }
    const failureAt = this.failures.findIndex((entry) => !entry.method || entry.method === method);
    const failure = failureAt >= 0 ? this.failures.splice(failureAt, 1)[0].failure : undefined;
    if (failure && 'hang' in failure) return void this.hung.add(response);
    if (failure && 'status' in failure) {
      response.writeHead(failure.status, { 'content-type': 'text/html' });
      return void response.end(`<html><body>${failure.status}</body></html>`);
    }
    let biz: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? 'null');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) biz = parsed as Record<string, unknown>;
    } catch {
      // refused below
    }
    const call: ReceivedCall = { method, params, biz };
    this.calls.push(call);
    const answer =
      (repeated ? invalid('isv.invalid-parameter', 'a parameter repeats') : undefined) ??
      this.commonRefusal(params) ??
      (failure as Answer | undefined) ??
      this.business(method, params, biz);
    call.answered = [answer.code, answer.sub_code].filter(Boolean).join(' ');
    this.send(response, method, answer, page);
  }

  /** What Alipay checks of every call before its business. */
  private commonRefusal(params: Record<string, string>): Answer | undefined {
    if (!params.app_id) return invalid('isv.missing-app-id');
    if (params.app_id !== this.appId) return invalid('isv.invalid-app-id');
    if ((params.charset ?? '').toLowerCase() !== 'utf-8') return invalid('isv.invalid-charset');
    if (params.version !== '1.0') return invalid('isv.invalid-version');
    if (params.sign_type !== 'RSA2') return invalid('isv.invalid-signature-type');
    const timestamp = parseAlipayTime(params.timestamp ?? '');
    if (!timestamp || Math.abs(timestamp.getTime() - this.now().getTime()) > TIMESTAMP_SLACK_MS) {
      return invalid('isv.invalid-timestamp', `timestamp ${params.timestamp} (Beijing time, near ours)`);
    }
    if (!params.sign) return invalid('isv.missing-signature');
    if (!rsa2Verify(requestSignContent(params), params.sign, this.keys.appPublicKey)) {
      return invalid('isv.invalid-signature', `sign content: ${requestSignContent(params)}`);
    }
    if (!params.biz_content) return invalid('isv.missing-biz-content');
    return undefined;
  }

  private business(method: string, params: Record<string, string>, biz: Record<string, unknown>): Answer {
    if (method === 'alipay.trade.precreate' || method === 'alipay.trade.wap.pay') {
      const checked = checkTrade(biz, method === 'alipay.trade.wap.pay' ? 'QUICK_WAP_WAY' : undefined, this.now());
      if ('refused' in checked) return failed('ACQ.INVALID_PARAMETER', checked.refused);
      const existing = this.trades.get(checked.outTradeNo);
      if (existing) {
        if (existing.status === 'TRADE_SUCCESS' || existing.status === 'TRADE_FINISHED') {
          return failed('ACQ.TRADE_HAS_SUCCESS');
        }
        if (existing.status === 'TRADE_CLOSED' || this.expired(existing)) return failed('ACQ.TRADE_HAS_CLOSE');
        if (existing.totalAmount !== checked.totalAmount || existing.subject !== checked.subject) {
          return failed('ACQ.CONTEXT_INCONSISTENT');
        }
        return ok({ out_trade_no: existing.outTradeNo, qr_code: existing.qrCode });
      }
      const tradeNo = `${formatAlipayTime(this.now()).slice(0, 10).replace(/-/g, '')}22001${(++this.sequence).toString().padStart(10, '0')}`;
      const trade: DoubleTrade = {
        ...checked,
        tradeNo,
        status: 'WAIT_BUYER_PAY',
        qrCode: `https://qr.alipay.com/bax0${tradeNo.slice(-10)}`,
        notifyUrl: params.notify_url,
      };
      this.trades.set(trade.outTradeNo, trade);
      return ok({ out_trade_no: trade.outTradeNo, qr_code: trade.qrCode });
    }
    const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
    if (!outTradeNo) return failed('ACQ.INVALID_PARAMETER', 'out_trade_no');
    const trade = this.trades.get(outTradeNo);
    if (!trade) return failed('ACQ.TRADE_NOT_EXIST');
    if (this.expired(trade)) trade.status = 'TRADE_CLOSED';
    if (method === 'alipay.trade.close') {
      if (trade.status !== 'WAIT_BUYER_PAY') return failed('ACQ.TRADE_STATUS_ERROR');
      trade.status = 'TRADE_CLOSED';
      return ok({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo });
    }
    const paid = trade.status === 'TRADE_SUCCESS' || trade.status === 'TRADE_FINISHED';
    return ok({
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: '159****5620',
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      ...(paid && trade.paidAt
        ? { buyer_pay_amount: trade.totalAmount, send_pay_date: formatAlipayTime(trade.paidAt) }
        : {}),
    });
  }

  private expired(trade: DoubleTrade): boolean {
    return trade.status === 'WAIT_BUYER_PAY' && trade.timeExpire !== undefined && this.now() > trade.timeExpire;
  }

  private send(response: http.ServerResponse, method: string, answer: Answer, page: boolean): void {
    if (page) {
      // The cashier page a phone opens (an error page when refused), as HTML.
      const trade = this.trades.get(String((answer as { out_trade_no?: string }).out_trade_no));
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        answer.code === '10000' && trade
          ? `<html><title>支付宝</title><body>${trade.outTradeNo} ${trade.totalAmount} ${trade.subject}</body></html>`
          : `<html><title>支付宝 - 错误</title><body>${String(answer.code)} ${String(answer.sub_code)}</body></html>`,
      );
      return;
    }
    const inner = JSON.stringify(answer);
    const key = `${method.replace(/\./g, '_')}_response`;
    response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    response.end(`{"${key}":${inner},"sign":"${rsa2Sign(inner, this.keys.alipayPrivateKey)}"}`);
  }
}
