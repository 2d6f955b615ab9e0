// Stable error keys: clients branch on these, never on message text. Each has a zh and en message
// in the API's catalogue and one HTTP status.

export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  SIGNATURE_INVALID: 401,
  TIMESTAMP_SKEW: 401,
  LOGIN_FAILED: 401,
  REFRESH_TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  NONCE_REUSED: 409,
  CONCURRENT_CHANGE: 409,
  MOBILE_TAKEN: 409,
  INVITER_ALREADY_BOUND: 409,
  AGREEMENT_REQUIRED: 422,
  AGE_REQUIRED: 422,
  INSUFFICIENT_BALANCE: 422,
  SMS_CODE_INVALID: 422,
  INVITE_CODE_INVALID: 422,
  STEAM_URL_INVALID: 422,
  IMAGE_INVALID: 422,
  IMAGE_TOO_LARGE: 422,
  AVATAR_INVALID: 422,
  LANGUAGE_UNCHANGED: 422,
  RATE_LIMITED: 429,
  SMS_TOO_FREQUENT: 429,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorKey = keyof typeof ERROR_STATUS;

export function isErrorKey(value: string): value is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
