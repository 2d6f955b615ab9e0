// A local double of Aliyun's Dysmsapi SendSms (2017-05-25) on the wire. It checks what Aliyun checks:
// the ACS3-HMAC-SHA256 Authorization (canonical request over the method, path, sorted RFC 3986 query,
// the signed headers, which must cover host and every x-acs-* header, and the payload hash) with the
// key the test set, x-acs-content-sha256 against the body, the x-acs-date window (15 minutes) and
// nonce reuse; then the documented fields: PhoneNumbers (mainland 11 digits, optionally with
// +86/0086/86; others as country code + number, digits only), an approved SignName and TemplateCode,
// TemplateParam a JSON object of strings with the template's variable `code`. It answers in Aliyun's
// JSON with its codes: HTTP 200 {Code:"OK",BizId} or a business Code, 4xx for auth and missing fields.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  requestId,
  startDoubleServer,
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleServer,
} from './sms-double-server';

export interface AliyunDoubleOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signNames: readonly string[];
  templateCodes: readonly string[];
  /** The double's clock (x-acs-date is checked against it). */
  now?: () => Date;
}

export interface AliyunSentSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  code: string;
}

export interface AliyunSmsDouble extends DoubleServer {
  sent: AliyunSentSms[];
  /** The refusals the double answered (its own checks and the injected ones), by code. */
  refused: string[];
}

const ALGORITHM = 'ACS3-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;

export async function startAliyunSmsDouble(options: AliyunDoubleOptions): Promise<AliyunSmsDouble> {
  const sent: AliyunSentSms[] = [];
  const refused: string[] = [];
  const nonces = new Set<string>();
  const now = options.now ?? (() => new Date());

  const refuse = (status: number, code: string, message: string): DoubleAnswer => {
    refused.push(code);
    return { status, body: { RequestId: requestId(), HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message } };
  };

  const handle = (request: DoubleRequest, server: DoubleServer): DoubleAnswer | 'hang' | 'drop' => {
    const auth = verifyAuthorization(request, options, nonces, now());
    if (auth) return refuse(auth.status, auth.code, auth.message);
    if (request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25') {
      return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    // RPC style: the fields travel in the query (the SDK's way) or a form body.
    const fields = new URLSearchParams(request.url.search);
    if (request.body.length > 0) {
      for (const [key, value] of new URLSearchParams(request.body.toString('utf8'))) fields.set(key, value);
    }
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!fields.get(name)) return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`);
    }
    const failure = server.takeFailure();
    if (failure?.kind === 'hang' || failure?.kind === 'drop') return failure.kind;
    if (failure?.kind === 'status') {
      return refuse(
        failure.status,
        failure.code ?? 'ServiceUnavailable',
        'The request has failed due to a temporary failure of the server.',
      );
    }
    const phoneNumbers = fields.get('PhoneNumbers') ?? '';
    const signName = fields.get('SignName') ?? '';
    const templateCode = fields.get('TemplateCode') ?? '';
    if (!phoneNumbers.split(',').every(isAliyunPhoneNumber))
      return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (!options.signNames.includes(signName))
      return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    if (!options.templateCodes.includes(templateCode))
      return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    const templateParam = parseTemplateParam(fields.get('TemplateParam'));
    if (!templateParam) return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    if (templateParam.code === undefined) return refuse(200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
    if (failure?.kind === 'code') return refuse(200, failure.code, failure.message ?? failure.code);
    sent.push({ phoneNumbers, signName, templateCode, templateParam, code: templateParam.code });
    return {
      status: 200,
      body: { Code: 'OK', Message: 'OK', BizId: `${Date.now()}${sent.length}^0`, RequestId: requestId() },
    };
  };

  const server = await startDoubleServer(handle);
  return Object.assign(server, { sent, refused });
}

interface AuthRefusal {
  status: number;
  code: string;
  message: string;
}

function verifyAuthorization(
  request: DoubleRequest,
  options: AliyunDoubleOptions,
  nonces: Set<string>,
  now: Date,
): AuthRefusal | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(header);
  if (!match)
    return {
      status: 400,
      code: 'IncompleteSignature',
      message: 'The request signature does not conform to Aliyun standards.',
    };
  const [, accessKeyId, signedHeaderList, signature] = match;
  if (accessKeyId !== options.accessKeyId) {
    return { status: 404, code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' };
  }
  const signedHeaders = signedHeaderList.split(';');
  const present = Object.keys(request.headers).filter((name) => name.startsWith('x-acs-') || name === 'host');
  if (
    present.some((name) => !signedHeaders.includes(name)) ||
    [...signedHeaders].sort().join(';') !== signedHeaderList
  ) {
    return {
      status: 400,
      code: 'IncompleteSignature',
      message: 'The host and every x-acs-* header must be signed, in order.',
    };
  }
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  if (request.headers['x-acs-content-sha256'] !== payloadHash) {
    return { status: 400, code: 'ContentSHA256NotMatch', message: 'x-acs-content-sha256 does not match the body.' };
  }
  const date = Date.parse(String(request.headers['x-acs-date'] ?? ''));
  if (!Number.isFinite(date) || Math.abs(date - now.getTime()) > MAX_SKEW_MS) {
    return { status: 400, code: 'InvalidTimeStamp.Expired', message: 'Specified time stamp or date value is expired.' };
  }
  const nonce = String(request.headers['x-acs-signature-nonce'] ?? '');
  if (!nonce || nonces.has(nonce)) {
    return { status: 400, code: 'SignatureNonceUsed', message: 'Specified signature nonce was used already.' };
  }
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    canonicalQuery(request.url.searchParams),
    signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  const expected = createHmac('sha256', options.accessKeySecret).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      status: 400,
      code: 'SignatureDoesNotMatch',
      message: 'Specified signature does not match our calculation.',
    };
  }
  nonces.add(nonce);
  return undefined;
}

/** RFC 3986 percent-encoding, Aliyun's: encodeURIComponent plus !'()*. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
    .join('&');
}

/** Mainland: 11 digits from 1, optionally +86/0086/86 first; elsewhere: country code + number, digits only. */
function isAliyunPhoneNumber(value: string): boolean {
  if (/^(\+86|0086|86)?1\d{10}$/.test(value)) return true;
  return /^[1-9]\d{7,15}$/.test(value) && !value.startsWith('86');
}

function parseTemplateParam(raw: string | null): Record<string, string> | undefined {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const values = Object.values(parsed as Record<string, unknown>);
    return values.every((value) => typeof value === 'string') ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}
