// Business constants of spec section 9 that the client enforces or paces itself by.
export const SMS_RESEND_SECONDS = 60;
export const DEFAULT_AREA_CODE = '86';
/** Length of a new password (register, forgotten password, change password). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 100;
export const RECHARGE_POLL_INTERVAL_MS = 2_000;
export const RECHARGE_POLL_MAX = 100;
export const RECHARGE_POLL_TIMEOUT_MS = 60_000;
/** After a paid order, /api/me is read again this often, this many times at most, until the credit shows. */
export const CREDIT_READ_RETRY_MS = 500;
export const CREDIT_READ_RETRIES = 10;
/** Balance read delay after a payment is reported (spec section 9). */
export const BALANCE_READ_DELAY_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const MAX_OPEN_COUNT = 5;
/** A phone: the menu hides desktop-only pages below this width. */
export const PHONE_MAX_WIDTH_PX = 768;
/**
 * Pay ways the top-up page knows (spec section 7: 7 Alipay, 8 WeChat; 9 a card, contract section
 * 10); it offers those GET /api/recharge/pay_ways lists.
 */
export const PAY_WAYS = [7, 8, 9] as const;
export type PayWay = (typeof PAY_WAYS)[number];
