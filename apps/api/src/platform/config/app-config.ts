// Configuration from the environment (contract section 10), read once at start.
import * as path from 'node:path';
import { parseAmount } from '@lootledger/contracts';

export const DEV_SIGNING_SECRET = 'lootledger-dev-signing-secret-change-me';
export const DEV_GATEWAY_SECRET = 'lootledger-dev-gateway-secret-change-me';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Keep the embedded database in memory (tests) instead of under dataDir. */
  embeddedInMemory: boolean;
  signingSecret: string;
  signingRequired: boolean;
  smsProvider: string;
  paymentProvider: string;
  tradeProvider: string;
  gatewaySecret: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Where the built web apps are; missing folders are simply not served. */
  playerWebDist: string;
  adminDist: string;
  /** Seconds an access token lives; refresh tokens live refreshTokenTtl. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a staff (admin console) token lives. */
  staffTokenTtl: number;
  /**
   * Manual coin adjustments above this amount (hundredths; ADJUSTMENT_APPROVAL_THRESHOLD as a
   * two-decimal string) wait for a second staff member's approval; at or below it they apply at once.
   */
  adjustmentApprovalThreshold: bigint;
  /** The sandbox trading provider (TRADE_PROVIDER=sandbox): ms from creation to sent, ms from sent to settled. */
  sandboxTradeSendDelayMs: number;
  sandboxTradeAcceptDelayMs: number;
  /** 0..1: share of sandbox offers that end declined/failed; share of sendOffer calls that fail transiently. */
  sandboxTradeFailureRate: number;
  sandboxTradeUnavailableRate: number;
  /** Websocket /ws: close a connection silent this long (3 missed 10 s keepalives); open connections per client address. */
  wsIdleTimeoutMs: number;
  wsMaxConnectionsPerIp: number;
  /** An unpaid recharge order expires after this long (ms). */
  orderTtlMs: number;
  /** How often the delivery process manager looks at open bills (ms). */
  deliveryPollMs: number;
  /**
   * Item value (two-decimal string) above which a delivery bill waits in status 4 until staff approve
   * it (POST /admin/api/bills/{id}/approve); unset: no bill needs approval.
   */
  deliveryApprovalThreshold?: string;
  /**
   * This platform's absolute URL as browsers, phones and the sandbox payment gateway reach it (QR
   * codes, pay links, notify callbacks); unset: http://127.0.0.1:<the port the server listens on>.
   */
  publicBaseUrl?: string;
  /** The sandbox payment gateway: ms from Pay to its notification; attempts; extra copies; first retry wait (ms, doubling). */
  sandboxPayNotifyDelayMs: number;
  sandboxPayMaxAttempts: number;
  sandboxPayDuplicates: number;
  sandboxPayRetryBaseMs: number;
  logLevel: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

/** A non-negative coin amount setting ("1000.00") in hundredths; refuses to start on anything else. */
function amountSetting(name: string, value: string | undefined, fallback: string): bigint {
  const text = value || fallback;
  const amount = /^\d{1,13}(\.\d{1,2})?$/.test(text.trim()) ? parseAmount(text) : null;
  if (amount === null) throw new Error(`${name}=${text}: must be an amount like 1000.00`);
  return amount;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = path.resolve(__dirname, '..', '..', '..', '..', '..');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    embeddedInMemory: false,
    signingSecret: env.APP_SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    signingRequired: flag(env.SIGNING_REQUIRED, true),
    smsProvider: env.SMS_PROVIDER ?? 'sandbox',
    paymentProvider: env.PAYMENT_PROVIDER ?? 'sandbox',
    tradeProvider: env.TRADE_PROVIDER ?? 'sandbox',
    gatewaySecret: env.SANDBOX_GATEWAY_SECRET ?? DEV_GATEWAY_SECRET,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    playerWebDist: env.PLAYER_WEB_DIST ?? path.join(root, 'apps', 'player-web', 'dist'),
    adminDist: env.ADMIN_DIST ?? path.join(root, 'apps', 'admin', 'dist'),
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    staffTokenTtl: Number(env.STAFF_TOKEN_TTL || 3600),
    adjustmentApprovalThreshold: amountSetting(
      'ADJUSTMENT_APPROVAL_THRESHOLD',
      env.ADJUSTMENT_APPROVAL_THRESHOLD,
      '1000.00',
    ),
    sandboxTradeSendDelayMs: Number(env.SANDBOX_TRADE_SEND_DELAY_MS || 2000),
    sandboxTradeAcceptDelayMs: Number(env.SANDBOX_TRADE_ACCEPT_DELAY_MS || 5000),
    sandboxTradeFailureRate: Number(env.SANDBOX_TRADE_FAILURE_RATE || 0.1),
    sandboxTradeUnavailableRate: Number(env.SANDBOX_TRADE_UNAVAILABLE_RATE || 0),
    wsIdleTimeoutMs: Number(env.WS_IDLE_TIMEOUT_MS || 30_000),
    wsMaxConnectionsPerIp: Number(env.WS_MAX_CONNECTIONS_PER_IP || 100),
    orderTtlMs: Number(env.ORDER_TTL_SECONDS || 900) * 1000,
    deliveryPollMs: Number(env.DELIVERY_POLL_MS || 1000),
    deliveryApprovalThreshold: env.DELIVERY_APPROVAL_THRESHOLD || undefined,
    publicBaseUrl: env.PUBLIC_BASE_URL ? env.PUBLIC_BASE_URL.replace(/\/+$/, '') : undefined,
    sandboxPayNotifyDelayMs: Number(env.SANDBOX_PAY_NOTIFY_DELAY_MS || 300),
    sandboxPayMaxAttempts: Number(env.SANDBOX_PAY_MAX_ATTEMPTS || 8),
    sandboxPayDuplicates: Number(env.SANDBOX_PAY_DUPLICATES || 0),
    sandboxPayRetryBaseMs: Number(env.SANDBOX_PAY_RETRY_BASE_MS || 1000),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
