// The sandbox Steam OpenID provider (STEAM_PROVIDER=sandbox, the default), pure apart from its key:
// it answers a checkid_setup request with a positive assertion for the Steam id a tester chose,
// signed like Steam signs (HMAC-SHA256 over the key-value form of the signed fields, base64), and
// confirms or denies an assertion on check_authentication. It keeps no nonces: refusing a replayed
// assertion is the relying party's job (ours does), so tests can prove it.
import { createHmac, randomBytes } from 'node:crypto';
import {
  IDENTIFIER_SELECT,
  OPENID_NS,
  openIdSignature,
  sameSignature,
  signedFields,
  isSteamId,
  STEAM_CLAIMED_ID_PREFIX,
  type OpenIdParams,
} from '../domain/openid-assertion';

/** The fields the sandbox signs, in Steam's order. */
export const SANDBOX_SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';
export const SANDBOX_ASSOC_HANDLE = 'sandbox-1';

export interface SignInRequest {
  returnTo: string;
  realm: string;
}

/** A checkid_setup request the sandbox serves, or why not (shown on its page). */
export function parseSignInRequest(
  params: OpenIdParams,
): { ok: true; request: SignInRequest } | { ok: false; problem: string } {
  if (params['openid.ns'] !== OPENID_NS) return { ok: false, problem: 'openid.ns is not OpenID 2.0' };
  if (params['openid.mode'] !== 'checkid_setup') return { ok: false, problem: 'openid.mode is not checkid_setup' };
  if (params['openid.claimed_id'] !== IDENTIFIER_SELECT || params['openid.identity'] !== IDENTIFIER_SELECT) {
    return { ok: false, problem: 'claimed_id and identity must be identifier_select' };
  }
  const returnTo = params['openid.return_to'] ?? '';
  const realm = params['openid.realm'] ?? '';
  if (!/^https?:\/\//.test(returnTo)) return { ok: false, problem: 'openid.return_to is not an http(s) URL' };
  // Spec 9.2.1: the return_to must lie under the realm the player is shown.
  if (!realm || !returnTo.startsWith(realm.replace(/\/?$/, '/'))) {
    return { ok: false, problem: 'openid.return_to is not under openid.realm' };
  }
  return { ok: true, request: { returnTo, realm } };
}

export { isSteamId };

/** A Steam id for the page to suggest: an individual account's SteamID64 (base + a 32-bit account id). */
export function randomSteamId(): string {
  return String(76561197960265728n + BigInt(randomBytes(4).readUInt32BE(0) || 1));
}

export class SandboxSteamOpenId {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** openid.op_endpoint: the sandbox endpoint as browsers reach it. */
    readonly endpoint: () => string,
  ) {
    this.key = createHmac('sha256', secret).update('sandbox-steam-openid').digest();
  }

  /** The positive assertion's fields, signed. */
  assert(
    request: SignInRequest,
    steamId: string,
    now: Date,
    unique = randomBytes(8).toString('hex'),
  ): Record<string, string> {
    const claimedId = `${STEAM_CLAIMED_ID_PREFIX}${steamId}`;
    const params: Record<string, string> = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': this.endpoint(),
      'openid.claimed_id': claimedId,
      'openid.identity': claimedId,
      'openid.return_to': request.returnTo,
      'openid.response_nonce': `${now.toISOString().slice(0, 19)}Z${unique}`,
      'openid.assoc_handle': SANDBOX_ASSOC_HANDLE,
      'openid.signed': SANDBOX_SIGNED,
    };
    params['openid.sig'] = openIdSignature(this.key, params, SANDBOX_SIGNED.split(','));
    return params;
  }

  /** check_authentication: the signature over exactly the fields it says it signed, with our handle. */
  isValid(params: OpenIdParams): boolean {
    const signed = signedFields(params);
    if (params['openid.assoc_handle'] !== SANDBOX_ASSOC_HANDLE || signed.length === 0) return false;
    if (signed.some((field) => params[`openid.${field}`] === undefined)) return false;
    return sameSignature(params['openid.sig'] ?? '', openIdSignature(this.key, params, signed));
  }
}

/** Where the browser goes back to: return_to with the assertion's fields added to its query. */
export function redirectBack(returnTo: string, fields: Record<string, string>): string {
  const url = new URL(returnTo);
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url.toString();
}
