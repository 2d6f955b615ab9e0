// OpenID 2.0 as Steam speaks it (https://openid.net/specs/openid-authentication-2_0.html), pure:
// the checkid_setup request a browser is sent to, the key-value form a signature covers, and the
// relying party's checks of a positive assertion before the provider is asked to confirm it
// (check_authentication). Time arrives as an argument.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Steam's claimed identifiers: https://steamcommunity.com/openid/id/<64-bit SteamID, 17 digits>. */
export const STEAM_CLAIMED_ID_PREFIX = 'https://steamcommunity.com/openid/id/';
const STEAM_CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
const STEAM_ID_BASE = 76561197960265728n;

/** An individual account's SteamID64: the base 76561197960265728 plus a non-zero 32-bit account id. */
export function isSteamId(value: string): boolean {
  if (!/^\d{17}$/.test(value)) return false;
  const accountId = BigInt(value) - STEAM_ID_BASE;
  return accountId > 0n && accountId <= 0xffffffffn;
}

/** The fields an assertion must sign (Steam signs exactly these). */
export const REQUIRED_SIGNED_FIELDS = [
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
] as const;

/** How old a response nonce may be, and how far ahead of our clock. */
export const NONCE_MAX_AGE_SECONDS = 300;
export const NONCE_MAX_SKEW_SECONDS = 60;

export type OpenIdParams = Readonly<Record<string, string>>;

/** The query string a browser carries to the provider (checkid_setup with identifier_select). */
export function checkidSetupUrl(endpoint: string, returnTo: string, realm: string): string {
  const url = new URL(endpoint);
  const params: Record<string, string> = {
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Only the openid.* string fields of a request (anything else is not the provider's). */
export function openIdFields(input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return fields;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (key.startsWith('openid.') && typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** Key-value form encoding (spec 4.1.1) of the signed fields, in the order openid.signed lists them. */
export function signedKeyValueForm(params: OpenIdParams, signed: readonly string[]): string {
  return signed.map((field) => `${field}:${params[`openid.${field}`] ?? ''}\n`).join('');
}

/** Parses a key-value form body ("ns:...\nis_valid:true\n"). */
export function parseKeyValueForm(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of body.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) result[line.slice(0, colon)] = line.slice(colon + 1).replace(/\r$/, '');
  }
  return result;
}

/** openid.sig: base64 HMAC-SHA256 (or SHA1 for HMAC-SHA1 associations) of the key-value form. */
export function openIdSignature(
  key: Buffer,
  params: OpenIdParams,
  signed: readonly string[],
  algorithm: 'sha256' | 'sha1' = 'sha256',
): string {
  return createHmac(algorithm, key).update(signedKeyValueForm(params, signed)).digest('base64');
}

export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64');
  const right = Buffer.from(b, 'base64');
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}

export function signedFields(params: OpenIdParams): string[] {
  return (params['openid.signed'] ?? '').split(',').filter((field) => field !== '');
}

/** The time a response nonce was issued ("2026-11-23T10:00:00Z" + up to 255 unique characters). */
export function nonceTime(nonce: string): Date | undefined {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)[\x21-\x7e]{0,255}$/.exec(nonce);
  if (!match) return undefined;
  const at = new Date(match[1]);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

export interface AssertionExpectation {
  /** The provider's endpoint: openid.op_endpoint must be exactly this. */
  opEndpoint: string;
  /** The return_to this sign-in may arrive at (same origin and path; the query may differ). */
  returnTo: string;
  now: Date;
}

export type AssertionCheck =
  | { ok: true; steamId: string; nonce: string }
  | {
      ok: false;
      reason:
        | 'cancelled'
        | 'not_openid2'
        | 'not_positive'
        | 'op_endpoint'
        | 'return_to'
        | 'claimed_id'
        | 'unsigned_field'
        | 'nonce'
        | 'signature_missing';
    };

/**
 * The relying party's own checks of a positive assertion (spec 11), before the provider confirms
 * the signature: protocol, mode, endpoint, return_to, Steam's claimed id format, every required
 * field signed, a fresh nonce. Passing them proves nothing until check_authentication says is_valid.
 */
export function checkPositiveAssertion(params: OpenIdParams, expected: AssertionExpectation): AssertionCheck {
  if (params['openid.mode'] === 'cancel') return { ok: false, reason: 'cancelled' };
  if (params['openid.ns'] !== OPENID_NS) return { ok: false, reason: 'not_openid2' };
  if (params['openid.mode'] !== 'id_res') return { ok: false, reason: 'not_positive' };
  if (params['openid.op_endpoint'] !== expected.opEndpoint) return { ok: false, reason: 'op_endpoint' };
  if (!sameReturnTo(params['openid.return_to'], expected.returnTo)) return { ok: false, reason: 'return_to' };
  const claimed = STEAM_CLAIMED_ID.exec(params['openid.claimed_id'] ?? '');
  if (!claimed || !isSteamId(claimed[1]) || params['openid.identity'] !== params['openid.claimed_id']) {
    return { ok: false, reason: 'claimed_id' };
  }
  const signed = signedFields(params);
  if (REQUIRED_SIGNED_FIELDS.some((field) => !signed.includes(field))) return { ok: false, reason: 'unsigned_field' };
  if (signed.some((field) => params[`openid.${field}`] === undefined)) return { ok: false, reason: 'unsigned_field' };
  const nonce = params['openid.response_nonce'] ?? '';
  const issued = nonceTime(nonce);
  const ageSeconds = issued ? (expected.now.getTime() - issued.getTime()) / 1000 : Number.NaN;
  if (!(ageSeconds <= NONCE_MAX_AGE_SECONDS && ageSeconds >= -NONCE_MAX_SKEW_SECONDS)) {
    return { ok: false, reason: 'nonce' };
  }
  if (!params['openid.sig'] || !params['openid.assoc_handle']) return { ok: false, reason: 'signature_missing' };
  return { ok: true, steamId: claimed[1], nonce };
}

/** The Steam id an assertion claims, unverified (only to decide what to ask before verifying). */
export function claimedSteamId(params: OpenIdParams): string | undefined {
  const id = STEAM_CLAIMED_ID.exec(params['openid.claimed_id'] ?? '')?.[1];
  return id !== undefined && isSteamId(id) ? id : undefined;
}

/** Spec 11.1: scheme, authority and path match; the assertion's query must keep every expected parameter. */
function sameReturnTo(actual: string | undefined, expected: string): boolean {
  if (!actual) return false;
  let got: URL, want: URL;
  try {
    got = new URL(actual);
    want = new URL(expected);
  } catch {
    return false;
  }
  if (got.origin !== want.origin || got.pathname !== want.pathname) return false;
  for (const [key, value] of want.searchParams) if (got.searchParams.get(key) !== value) return false;
  return true;
}

/** The body of a check_authentication request: the assertion as received, mode changed. */
export function checkAuthenticationParams(params: OpenIdParams): Record<string, string> {
  return { ...params, 'openid.mode': 'check_authentication' };
}
