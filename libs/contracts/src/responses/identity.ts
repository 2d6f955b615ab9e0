// Response shapes of identity's player calls (contract section 7): the session tokens, the signed-in
// player and an uploaded avatar. The API's DTO classes implement these; the player web reads them.
import type { Language } from '../envelope';

/** data of POST /api/register, /api/login and /api/auth/refresh. */
export interface TokenPairResponse {
  /** Access token for Authorization: Bearer (short-lived). */
  token: string;
  /** Single-use refresh token for POST /api/auth/refresh. */
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/** data of POST /api/steam/handle: a session, and whether the account must still bind a mobile. */
export interface SteamSignInResponse extends TokenPairResponse {
  need_mobile: boolean;
}

/** data of GET /api/steam/login: where to send the browser (the provider's checkid_setup URL, a fresh state in its return_to). */
export interface SteamLoginUrlResponse {
  url: string;
  /** purpose handle only: the starting browser keeps it and sends it with the assertion to POST /api/steam/handle. */
  state_secret?: string;
}

/** data of POST /api/steam/bind. */
export interface SteamBoundResponse {
  steam_id: string;
}

/** data of POST /api/bind_mobile. */
export interface MobileBoundResponse {
  mobile: string;
}

export interface InviterResponse {
  name: string;
  invite_code: string;
}

/** data of GET /api/me: the signed-in player. */
export interface MeResponse {
  id: string;
  name: string;
  /** URL path of the avatar, null until one is set. */
  avatar: string | null;
  /** null for an account signed up through Steam until it binds one (POST /api/bind_mobile). */
  mobile: string | null;
  area_code: string | null;
  invite_code: string;
  /** The bound Steam account's 64-bit SteamID (Steam sign-in), else the one derived from the trade URL. */
  steam_id: string | null;
  steam_url: string | null;
  /** Coin balance, two decimals. */
  bean: string;
  vip_level: number;
  total_recharge: string;
  is_recharge: 0 | 1;
  inviter: InviterResponse | null;
  lang: Language;
}

/** data of POST /api/image/base64: the URL path POST /api/set_avatar takes. */
export interface UploadedImageResponse {
  url: string;
}
