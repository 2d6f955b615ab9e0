// Stable error keys: clients branch on these, never on message text. Each has a zh and en message
// in the API's catalogue and one HTTP status. The games' keys come from their wire contracts
// (games/<game>.ts), merged in below.
import { GAME_WIRES, type GameErrorKey } from './games';

const CORE_ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  INVALID_INPUT: 400,
  BODY_NOT_UTF8: 400,
  GATEWAY_SIGNATURE_INVALID: 400,
  PAYMENT_AMOUNT_MISMATCH: 400,
  CARD_CODE_REQUIRED: 400,
  // Welfare rules (PUT /admin/api/welfare-rules/current): a tier list that cannot be drawn from.
  REWARD_TIERS_INVALID: 400,
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  SIGNATURE_INVALID: 401,
  TIMESTAMP_SKEW: 401,
  LOGIN_FAILED: 401,
  REFRESH_TOKEN_INVALID: 401,
  STAFF_LOGIN_FAILED: 401,
  TOTP_REQUIRED: 401,
  TOTP_CHALLENGE_INVALID: 401,
  FORBIDDEN: 403,
  ACCOUNT_FROZEN: 403,
  SELF_APPROVAL_FORBIDDEN: 403,
  STAFF_SELF_CHANGE_FORBIDDEN: 403,
  TOTP_ENROLMENT_REQUIRED: 403,
  TOTP_DISABLE_FORBIDDEN: 403,
  CHALLENGE_REQUIRED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  HELP_NOT_FOUND: 404,
  BOX_NOT_FOUND: 404,
  CLIENT_NOT_FOUND: 404,
  STORAGE_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  PACKAGE_NOT_FOUND: 404,
  ADJUSTMENT_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  NONCE_REUSED: 409,
  CONCURRENT_CHANGE: 409,
  MOBILE_TAKEN: 409,
  INVITER_ALREADY_BOUND: 409,
  ITEM_NOT_IN_BACKPACK: 409,
  ITEM_FROZEN: 409,
  ITEM_ALREADY_FROZEN: 409,
  ITEM_NOT_FROZEN: 409,
  TRADE_OFFER_SETTLED: 409,
  ORDER_EXPIRED: 409,
  PAY_WAY_UNAVAILABLE: 422,
  PAYMENT_CODE_USED: 409,
  CARD_CODE_USED: 409,
  ACCOUNT_ALREADY_FROZEN: 409,
  ACCOUNT_NOT_FROZEN: 409,
  ADJUSTMENT_NOT_PENDING: 409,
  STAFF_EMAIL_TAKEN: 409,
  DUPLICATE_ID: 409,
  BILL_SETTLED: 409,
  BILL_OFFER_SENT: 409,
  BILL_NOT_AWAITING_APPROVAL: 409,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_ENABLED: 409,
  TOTP_SETUP_MISSING: 409,
  AGREEMENT_REQUIRED: 422,
  AGE_REQUIRED: 422,
  TRADE_URL_REQUIRED: 422,
  INSUFFICIENT_BALANCE: 422,
  SMS_CODE_INVALID: 422,
  INVITE_CODE_INVALID: 422,
  // A player's own invite code (POST /api/set_invite_code): once, 4–16 letters/digits, unique.
  INVITE_CODE_FORMAT: 422,
  INVITE_CODE_UNCHANGED: 422,
  INVITE_CODE_TAKEN: 409,
  INVITE_CODE_ALREADY_SET: 409,
  // A game or shop that staff switched off in the site settings.
  FEATURE_DISABLED: 403,
  STEAM_URL_INVALID: 422,
  // Steam sign-in (OpenID 2.0) and the phone a Steam account must bind before money moves.
  STEAM_URL_NOT_YOURS: 422,
  STEAM_SIGN_IN_INVALID: 422,
  STEAM_SIGN_IN_CANCELLED: 422,
  STEAM_SIGN_IN_REPLAYED: 409,
  // The state in return_to is missing, not this caller's, over 10 minutes old or used.
  STEAM_STATE_INVALID: 422,
  STEAM_ALREADY_BOUND: 409,
  STEAM_ID_TAKEN: 409,
  // Binding a Steam account other than the one the saved trade URL sends items to (nothing is dropped).
  STEAM_URL_OF_OTHER_ACCOUNT: 409,
  MOBILE_ALREADY_BOUND: 409,
  MOBILE_REQUIRED: 422,
  STEAM_UNAVAILABLE: 503,
  PAYMENT_GATEWAY_UNAVAILABLE: 503,
  // The SMS gateway (SMS_PROVIDER aliyun/tencent): a number it cannot deliver to, and our side's failures
  // (misconfiguration, balance, outage), logged; the player's own rate limit at the provider is SMS_RATE_LIMITED.
  MOBILE_INVALID: 422,
  SMS_UNAVAILABLE: 503,
  IMAGE_INVALID: 422,
  IMAGE_TOO_LARGE: 422,
  AVATAR_INVALID: 422,
  LANGUAGE_UNCHANGED: 422,
  CARD_CODE_INVALID: 422,
  CARD_CODE_EXPIRED: 422,
  HELP_ARTICLE_PROTECTED: 422,
  TOTP_CODE_INVALID: 422,
  // The points shop, the task centre and the daily free boxes (loyalty).
  INSUFFICIENT_POINTS: 422,
  SHOP_ITEM_NOT_FOUND: 404,
  SHOP_OUT_OF_STOCK: 409,
  TASK_NOT_FOUND: 404,
  TASK_NOT_COMPLETED: 422,
  TASK_ALREADY_CLAIMED: 409,
  FREE_BOX_NOT_FOUND: 404,
  FREE_BOX_LOCKED: 422,
  FREE_BOX_ALREADY_OPENED: 409,
  // The welfare centre: one sign-in per calendar day; red-packet campaigns.
  ALREADY_SIGNED_IN: 409,
  RED_PACKET_NOT_FOUND: 404,
  RED_PACKET_CODE_INVALID: 422,
  RED_PACKET_NOT_STARTED: 422,
  RED_PACKET_ENDED: 422,
  RED_PACKET_CLOSED: 422,
  RED_PACKET_EMPTY: 409,
  RED_PACKET_ALREADY_CLAIMED: 409,
  RED_PACKET_VIP_REQUIRED: 403,
  RED_PACKET_RECHARGE_REQUIRED: 403,
  // Verify a seed pair's draws (GET /api/fairness/pairs/{pair_id}/draws): only once its server seed is revealed.
  SEED_PAIR_NOT_FOUND: 404,
  SEED_PAIR_NOT_REVEALED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SMS_TOO_FREQUENT: 429,
  SMS_RATE_LIMITED: 429,
  // POST /api/register, a new Steam account: the day's registrations from one address or device are used up.
  REGISTRATION_LIMIT: 429,
  CARD_CODE_LOCKED: 429,
  // Responsible gaming (GET/POST /api/limits, POST /api/self_exclusion).
  SELF_EXCLUDED: 403,
  DEPOSIT_LIMIT_EXCEEDED: 422,
  EXCLUSION_CANNOT_SHORTEN: 422,
  INTERNAL_ERROR: 500,
} as const;

export type CoreErrorKey = keyof typeof CORE_ERROR_STATUS;
export type ErrorKey = CoreErrorKey | GameErrorKey;

/** Where a game's keys are listed unless pinned: after the core's account and staff keys, before loyalty's. */
const GAME_KEYS_AFTER: CoreErrorKey = 'TOTP_CODE_INVALID';

function isCoreKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(CORE_ERROR_STATUS, key);
}

/** The core's keys with the games', in the documented order (the OpenAPI document lists them so). */
function withGameKeys(): Readonly<Record<ErrorKey, number>> {
  const keys: string[] = Object.keys(CORE_ERROR_STATUS);
  const statuses: Record<string, number> = { ...CORE_ERROR_STATUS };
  for (const game of GAME_WIRES) {
    for (const [key, entry] of Object.entries(game.errors)) {
      const { status, after } = typeof entry === 'number' ? { status: entry, after: GAME_KEYS_AFTER } : entry;
      if (Object.prototype.hasOwnProperty.call(statuses, key)) throw new Error(`error key ${key} is listed twice`);
      const anchor = keys.indexOf(after);
      if (anchor < 0) throw new Error(`error key ${key} is listed after ${after}, an unknown key`);
      // After the anchor and the games' keys already behind it.
      let at = anchor + 1;
      while (at < keys.length && !isCoreKey(keys[at])) at++;
      keys.splice(at, 0, key);
      statuses[key] = status;
    }
  }
  return Object.fromEntries(keys.map((key) => [key, statuses[key]])) as Record<ErrorKey, number>;
}

export const ERROR_STATUS: Readonly<Record<ErrorKey, number>> = withGameKeys();

export function isErrorKey(value: string): value is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
