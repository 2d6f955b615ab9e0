// A local double of WeChat Pay API v3's wire protocol for the adapter's tests: a node:http server on
// 127.0.0.1 that checks what WeChat Pay checks and answers as it does, written on node:crypto alone
// (here and in wechatpay-wire.ts; not on our signing code or the SDK, so that it checks them).
//   Requests: Authorization "WECHATPAY2-SHA256-RSA2048 mchid=,nonce_str=,signature=,timestamp=,serial_no="
//     with the merchant serial, a timestamp within 5 minutes, SHA256withRSA over
//     "METHOD\nURL\ntimestamp\nnonce\nbody\n" checked with the merchant public key (else 401 SIGN_ERROR).
//   POST /v3/pay/transactions/native | h5: the documented required fields (400 PARAM_ERROR), appid and
//     mchid (APPID_MCHID_NOT_MATCH); one out_trade_no takes one trade type and one set of fields (else
//     400 INVALID_REQUEST), a repeat answers the same code_url / h5_url; paid: ORDERPAID, closed: ORDER_CLOSED.
//   GET /v3/pay/transactions/out-trade-no/{id}?mchid=: trade_state (404 ORDER_NOT_EXIST).
//   POST .../{id}/close {mchid}: 204 (ORDERPAID once paid, 404 ORDER_NOT_EXIST).
//   Answers signed with the platform key: Wechatpay-Timestamp, -Nonce, -Serial, -Signature over
//     "timestamp\nnonce\nbody\n" (an empty body too).
//   pay(orderId): the order paid, its notification (resource AEAD_AES_256_GCM with the APIv3 key,
//     signed) POSTed to its notify_url, retried until a 2xx, then sent `duplicates` more times.
//   failNext(...): the next matching call answers a 5xx / an error code, hangs, or is signed wrongly.
import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatpayTestKeys } from './wechatpay-keys';
import { beijing, nonceOf, platformSignature, sealedNotificationBody } from './wechatpay-wire';

export type InjectedFailure =
  | { status: number; code: string; message?: string }
  /** The call is never answered (until the double closes). */
  | 'hang'
  /** Answered, signed with a key that is not the platform's. */
  | 'forged-signature';

export interface DoubleOrder {
  tradeType: 'NATIVE' | 'MWEB';
  /** The fields that must be the same in a repeat. */
  fingerprint: string;
  link: string;
  notifyUrl: string;
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId?: string;
  successTime?: string;
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export interface NotificationOptions {
  /** Overrides of the decrypted transaction's fields (amount, out_trade_no, mchid, ...). */
  transaction?: Record<string, unknown>;
  eventType?: string;
  /** Encrypt with another key than the merchant's APIv3 key. */
  apiV3Key?: string;
  /** Sign with another key than the platform's. */
  signingKey?: KeyObject;
  /** Unix seconds; the double's clock by default. */
  timestamp?: number;
}

export interface Delivery {
  status: number;
  body: string;
}

const json = (value: unknown) => JSON.stringify(value);
const OUT_TRADE_NO = /^[A-Za-z0-9_\-|*]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

export class WechatpayDouble {
  readonly orders = new Map<string, DoubleOrder>();
  /** Every call: method, path with query, body, the status answered (0: left hanging). */
  readonly calls: { method: string; url: string; body: string; status: number }[] = [];
  /** The double's clock (request timestamps are held against it; notifications carry it). */
  now: () => Date = () => new Date();
  retryDelayMs = 20;
  baseUrl = '';
  private readonly failures: { path: RegExp; failure: InjectedFailure }[] = [];
  private readonly hung = new Set<http.ServerResponse>();
  private readonly server: http.Server;
  private readonly stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  private constructor(readonly keys: WechatpayTestKeys) {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => this.handle(request, Buffer.concat(chunks).toString('utf8'), response));
    });
  }

  static async start(keys: WechatpayTestKeys): Promise<WechatpayDouble> {
    const double = new WechatpayDouble(keys);
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    double.baseUrl = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`;
    return double;
  }

  /** The next call whose path matches answers `failure` instead. */
  failNext(failure: InjectedFailure, path: RegExp = /./): void {
    this.failures.push({ path, failure });
  }

  /** Marks the order paid (as the player would) and delivers its notification (unless `notify` is false). */
  async pay(
    orderId: string,
    options: { duplicates?: number; maxAttempts?: number; notify?: boolean } = {},
  ): Promise<Delivery[]> {
    const order = this.orders.get(orderId);
    if (!order || order.state !== 'NOTPAY') throw new Error(`double: ${orderId} is not an unpaid order`);
    order.state = 'SUCCESS';
    order.transactionId = `4200${Date.now()}${String(Math.floor(Math.random() * 1e9)).padStart(11, '0')}`;
    order.successTime = beijing(this.now());
    const deliveries: Delivery[] = [];
    if (options.notify === false) return deliveries;
    for (let attempt = 1; attempt <= (options.maxAttempts ?? 5); attempt++) {
      const delivery = await this.deliver(order.notifyUrl, this.notification(orderId));
      deliveries.push(delivery);
      if (delivery.status >= 200 && delivery.status < 300) break;
      await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
    }
    for (let copy = 0; copy < (options.duplicates ?? 0); copy++) {
      deliveries.push(await this.deliver(order.notifyUrl, this.notification(orderId)));
    }
    return deliveries;
  }

  /** The order's payment notification, encrypted and signed (or spoiled as `options` says). */
  notification(orderId: string, options: NotificationOptions = {}): SignedNotification {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`double: no order ${orderId}`);
    const transaction = {
      mchid: this.keys.mchid,
      appid: this.keys.appid,
      out_trade_no: orderId,
      transaction_id: order.transactionId ?? `4200${Date.now()}00000000000`,
      trade_type: order.tradeType,
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: order.successTime ?? beijing(this.now()),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
      ...options.transaction,
    };
    const body = sealedNotificationBody(
      transaction,
      options.apiV3Key ?? this.keys.apiV3Key,
      options.eventType ?? 'TRANSACTION.SUCCESS',
      this.now(),
    );
    const timestamp = options.timestamp ?? Math.floor(this.now().getTime() / 1000);
    return { headers: this.signed(body, timestamp, options.signingKey), body };
  }

  /** POSTs a notification as WeChat Pay does. */
  async deliver(url: string, notification: SignedNotification): Promise<Delivery> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...notification.headers },
      body: notification.body,
    });
    return { status: response.status, body: await response.text() };
  }

  async close(): Promise<void> {
    for (const response of this.hung) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private signed(body: string, timestamp: number, key: KeyObject = this.keys.platformPrivateKey) {
    return platformSignature(body, timestamp, key, this.keys.platformSerial);
  }

  private handle(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const answer = (status: number, payload?: unknown, key?: KeyObject) => {
      this.calls.push({ method, url, body, status });
      const text = payload === undefined ? '' : json(payload);
      const timestamp = Math.floor(this.now().getTime() / 1000);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'request-id': `08${nonceOf(24)}`,
        ...this.signed(text, timestamp, key),
      });
      response.end(text);
    };
    const error = (status: number, code: string, message: string) => answer(status, { code, message });
    if (!this.authorized(request.headers.authorization, method, url, body)) return error(401, 'SIGN_ERROR', '签名错误');
    const injected = this.failures.findIndex((entry) => entry.path.test(url));
    let signingKey: KeyObject | undefined;
    if (injected >= 0) {
      const [{ failure }] = this.failures.splice(injected, 1);
      if (failure === 'hang') {
        this.calls.push({ method, url, body, status: 0 });
        this.hung.add(response);
        return;
      }
      if (failure === 'forged-signature') signingKey = this.stranger;
      else return error(failure.status, failure.code, failure.message ?? failure.code);
    }
    const path = new URL(url, 'http://double');
    const create = /^\/v3\/pay\/transactions\/(native|h5)$/.exec(path.pathname);
    const order = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path.pathname);
    if (method === 'POST' && create)
      return this.create(create[1] as 'native' | 'h5', body, error, (p) => answer(200, p, signingKey));
    if (order) {
      const id = decodeURIComponent(order[1]);
      const found = this.orders.get(id);
      if (method === 'GET' && !order[2]) {
        if (path.searchParams.get('mchid') !== this.keys.mchid) return error(400, 'PARAM_ERROR', 'mchid 必填');
        if (!found) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
        return answer(200, this.transactionOf(id, found), signingKey);
      }
      if (method === 'POST' && order[2]) {
        if (parse(body)?.mchid !== this.keys.mchid) return error(400, 'PARAM_ERROR', 'mchid 必填');
        if (!found) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
        if (found.state === 'SUCCESS') return error(400, 'ORDERPAID', '订单已支付');
        found.state = 'CLOSED';
        return answer(204, undefined, signingKey);
      }
    }
    return error(404, 'NOT_FOUND', '请求的资源不存在');
  }

  private authorized(header: string | undefined, method: string, url: string, body: string): boolean {
    const schema = 'WECHATPAY2-SHA256-RSA2048 ';
    if (!header?.startsWith(schema)) return false;
    const fields = Object.fromEntries(
      [...header.slice(schema.length).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields;
    if (mchid !== this.keys.mchid || serial !== this.keys.merchantSerial || !nonce || !signature || !timestamp)
      return false;
    if (Math.abs(this.now().getTime() / 1000 - Number(timestamp)) > 300) return false;
    return createVerify('RSA-SHA256')
      .update(`${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`)
      .verify(this.keys.merchantPublicKey, signature, 'base64');
  }

  private create(
    kind: 'native' | 'h5',
    body: string,
    error: (status: number, code: string, message: string) => void,
    ok: (payload: unknown) => void,
  ): void {
    const fields = parse(body);
    if (!fields) return error(400, 'PARAM_ERROR', '请求体不是 JSON');
    const amount = fields.amount as { total?: unknown; currency?: unknown } | undefined;
    const scene = fields.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    const missing = [
      typeof fields.appid !== 'string' && 'appid',
      typeof fields.mchid !== 'string' && 'mchid',
      (typeof fields.description !== 'string' || fields.description === '' || [...fields.description].length > 127) &&
        'description',
      (typeof fields.out_trade_no !== 'string' || !OUT_TRADE_NO.test(fields.out_trade_no)) && 'out_trade_no',
      (typeof fields.notify_url !== 'string' || !/^https?:\/\/[^?#]+$/.test(fields.notify_url)) && 'notify_url',
      (typeof amount?.total !== 'number' || !Number.isInteger(amount.total) || amount.total < 1) && 'amount.total',
      amount?.currency !== undefined && amount.currency !== 'CNY' && 'amount.currency',
      fields.time_expire !== undefined &&
        (typeof fields.time_expire !== 'string' || !RFC3339.test(fields.time_expire)) &&
        'time_expire',
      kind === 'h5' && typeof scene?.payer_client_ip !== 'string' && 'scene_info.payer_client_ip',
      kind === 'h5' && typeof scene?.h5_info?.type !== 'string' && 'scene_info.h5_info.type',
    ].filter((name): name is string => typeof name === 'string');
    if (missing.length > 0) return error(400, 'PARAM_ERROR', `字段校验失败: ${missing.join(', ')}`);
    if (fields.mchid !== this.keys.mchid || fields.appid !== this.keys.appid) {
      return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    }
    const id = fields.out_trade_no as string;
    const { scene_info: _ignored, ...kept } = fields;
    const fingerprint = json({ kind, ...kept, h5: scene?.h5_info });
    const tradeType = kind === 'native' ? 'NATIVE' : 'MWEB';
    const existing = this.orders.get(id);
    if (existing) {
      if (existing.state === 'SUCCESS') return error(400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED') return error(400, 'ORDER_CLOSED', '订单已关闭');
      if (existing.tradeType !== tradeType || existing.fingerprint !== fingerprint) {
        return error(400, 'INVALID_REQUEST', '201 商户订单号重复');
      }
    } else {
      const prepay = `wx${Date.now()}${nonceOf(12)}`;
      this.orders.set(id, {
        tradeType,
        fingerprint,
        link:
          kind === 'native'
            ? `weixin://wxpay/bizpayurl?pr=${nonceOf(7)}`
            : `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=${Date.now() % 1e10}`,
        notifyUrl: fields.notify_url as string,
        total: amount!.total as number,
        state: 'NOTPAY',
      });
    }
    const link = this.orders.get(id)!.link;
    ok(kind === 'native' ? { code_url: link } : { h5_url: link });
  }

  private transactionOf(id: string, order: DoubleOrder): Record<string, unknown> {
    const paid = order.state === 'SUCCESS';
    return {
      appid: this.keys.appid,
      mchid: this.keys.mchid,
      out_trade_no: id,
      ...(paid ? { transaction_id: order.transactionId, success_time: order.successTime, bank_type: 'OTHERS' } : {}),
      trade_type: order.tradeType,
      trade_state: order.state,
      trade_state_desc: { NOTPAY: '订单未支付', SUCCESS: '支付成功', CLOSED: '订单已关闭' }[order.state],
      attach: '',
      ...(paid ? { payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
      amount: paid
        ? { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' }
        : { total: order.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }
}

function parse(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
