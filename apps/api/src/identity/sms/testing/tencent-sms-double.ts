// A local double of Tencent Cloud SMS SendSms (2021-01-11) on the wire. It checks what Tencent checks:
// the TC3-HMAC-SHA256 Authorization (credential scope <date>/sms/tc3_request, date of X-TC-Timestamp,
// canonical request over the method, path, query, the signed headers content-type and host with
// lower-cased values, and the body's SHA-256; key derivation TC3<key> → date → service → tc3_request)
// with the key the test set, the timestamp window (5 minutes), X-TC-Action/Version/Region; then the
// documented fields: PhoneNumberSet (+E.164), SmsSdkAppId, an approved SignName (required for
// mainland numbers) and TemplateId, TemplateParamSet one string of up to 6 digits (a verification
// template). It answers in Tencent's JSON: HTTP 200 {Response:{SendStatusSet:[{Code:"Ok",…}]}} or
// {Response:{Error:{Code,Message}}}. Reach it as sms.tencentcloudapi.com through its proxy side
// (TENCENT_SMS_PROXY): the SDK signs the host name and takes the service from its first label.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  requestId,
  startDoubleServer,
  type DoubleAnswer,
  type DoubleRequest,
  type DoubleServer,
} from './sms-double-server';

export interface TencentDoubleOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signNames: readonly string[];
  templateIds: readonly string[];
  /** The double's clock (X-TC-Timestamp is checked against it). */
  now?: () => Date;
}

export interface TencentSentSms {
  phoneNumber: string;
  signName: string | undefined;
  templateId: string;
  templateParams: string[];
  code: string;
  region: string;
}

export interface TencentSmsDouble extends DoubleServer {
  sent: TencentSentSms[];
  /** The refusals the double answered (request errors and per-number codes), by code. */
  refused: string[];
}

const MAX_SKEW_SECONDS = 300;
const SERVICE = 'sms';

interface SendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  SignName?: unknown;
  TemplateId?: unknown;
  TemplateParamSet?: unknown;
}

export async function startTencentSmsDouble(options: TencentDoubleOptions): Promise<TencentSmsDouble> {
  const sent: TencentSentSms[] = [];
  const refused: string[] = [];
  const now = options.now ?? (() => new Date());

  const error = (code: string, message: string): DoubleAnswer => {
    refused.push(code);
    return { status: 200, body: { Response: { Error: { Code: code, Message: message }, RequestId: requestId() } } };
  };

  const handle = (request: DoubleRequest, server: DoubleServer): DoubleAnswer | 'hang' | 'drop' => {
    const auth = verifyAuthorization(request, options, now());
    if (auth) return error(auth.code, auth.message);
    if (request.headers['x-tc-action'] !== 'SendSms') return error('InvalidAction', 'The action is not found.');
    if (request.headers['x-tc-version'] !== '2021-01-11')
      return error('NoSuchVersion', 'The API version does not exist.');
    const region = String(request.headers['x-tc-region'] ?? '');
    if (!region) return error('MissingParameter', 'The request is missing the required parameter Region.');
    let body: SendSmsBody;
    try {
      body = JSON.parse(request.body.toString('utf8')) as SendSmsBody;
    } catch {
      return error('FailedOperation.JsonParseFail', 'Failed to parse the request body.');
    }
    const failure = server.takeFailure();
    if (failure?.kind === 'hang' || failure?.kind === 'drop') return failure.kind;
    if (failure?.kind === 'status') return { status: failure.status, body: { message: 'upstream unavailable' } };
    const numbers = body.PhoneNumberSet;
    if (!Array.isArray(numbers) || numbers.length === 0)
      return error('MissingParameter.EmptyPhoneNumberSet', 'PhoneNumberSet is empty.');
    if (numbers.length > 200) return error('LimitExceeded.PhoneNumberCountLimit', 'More than 200 numbers.');
    if (!numbers.every((number) => typeof number === 'string' && /^\+[1-9]\d{6,14}$/.test(number))) {
      return error('InvalidParameterValue.IncorrectPhoneNumber', 'The number is not in E.164 format.');
    }
    if (body.SmsSdkAppId !== options.sdkAppId) {
      return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId verification failed.');
    }
    const mainland = (numbers as string[]).some((number) => number.startsWith('+86'));
    const signName = typeof body.SignName === 'string' ? body.SignName : undefined;
    if ((mainland || signName !== undefined) && !options.signNames.includes(signName ?? '')) {
      return error('FailedOperation.SignatureIncorrectOrUnapproved', 'The signature is not approved or is incorrect.');
    }
    if (typeof body.TemplateId !== 'string' || !options.templateIds.includes(body.TemplateId)) {
      return error('FailedOperation.TemplateIncorrectOrUnapproved', 'The template is not approved or is incorrect.');
    }
    const params = body.TemplateParamSet;
    if (!Array.isArray(params) || params.length !== 1 || typeof params[0] !== 'string') {
      return error(
        'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
        'The parameters do not match the template.',
      );
    }
    if (!/^\d{0,6}$/.test(params[0])) {
      return error('InvalidParameterValue.TemplateParameterFormatError', 'A verification code is 0 to 6 digits.');
    }
    if (failure?.kind === 'code' && !failure.inStatusSet) return error(failure.code, failure.message ?? failure.code);
    const statusSet = (numbers as string[]).map((phoneNumber) => {
      if (failure?.kind === 'code') {
        refused.push(failure.code);
        return status(phoneNumber, failure.code, failure.message ?? failure.code, 0);
      }
      sent.push({
        phoneNumber,
        signName,
        templateId: body.TemplateId as string,
        templateParams: params as string[],
        code: params[0] as string,
        region,
      });
      return status(phoneNumber, 'Ok', 'send success', 1);
    });
    return { status: 200, body: { Response: { SendStatusSet: statusSet, RequestId: requestId() } } };
  };

  const server = await startDoubleServer(handle);
  return Object.assign(server, { sent, refused });
}

function status(phoneNumber: string, code: string, message: string, fee: number) {
  return {
    SerialNo: fee ? `2640:${Date.now()}${Math.floor(Math.random() * 1e6)}` : '',
    PhoneNumber: phoneNumber,
    Fee: fee,
    SessionContext: '',
    Code: code,
    Message: message,
    IsoCode: phoneNumber.startsWith('+86') ? 'CN' : '',
  };
}

function verifyAuthorization(
  request: DoubleRequest,
  options: TencentDoubleOptions,
  now: Date,
): { code: string; message: string } | undefined {
  const header = request.headers.authorization ?? '';
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9-]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { code: 'AuthFailure.InvalidAuthorization', message: 'Authorization is not in TC3 form.' };
  const [, secretId, date, service, signedHeaderList, signature] = match;
  if (secretId !== options.secretId)
    return { code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' };
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(timestamp - now.getTime() / 1000) > MAX_SKEW_SECONDS) {
    return { code: 'AuthFailure.SignatureExpire', message: 'The signature expired (X-TC-Timestamp).' };
  }
  const signedHeaders = signedHeaderList.split(';');
  const scopeRight = service === SERVICE && date === new Date(timestamp * 1000).toISOString().slice(0, 10);
  if (!scopeRight || !signedHeaders.includes('content-type') || !signedHeaders.includes('host')) {
    return { code: 'AuthFailure.SignatureFailure', message: 'The credential scope or signed headers are wrong.' };
  }
  const payloadHash = createHash('sha256').update(request.body).digest('hex');
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    request.url.search.slice(1),
    signedHeaders
      .map(
        (name) =>
          `${name}:${String(request.headers[name] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${createHash('sha256').update(canonicalRequest).digest('hex')}`;
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(`TC3${options.secretKey}`, date), service), 'tc3_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { code: 'AuthFailure.SignatureFailure', message: 'The provided credentials could not be validated.' };
  }
  return undefined;
}
