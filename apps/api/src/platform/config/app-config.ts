// Configuration from the environment (contract section 10), read once at start.
import * as path from 'node:path';
import {
  amountSetting,
  eventStoreSetting,
  flag,
  hostSetting,
  kafkaSetting,
  positiveInteger,
  trustProxySetting,
  type KafkaConfig,
  type TrustProxy,
} from './config-settings';
import { playerPasswordCost, STAFF_PASSWORD_COST, type PasswordCost } from '../security/password-hasher';

export const DEV_SIGNING_SECRET = 'lootledger-dev-signing-secret-change-me';
export const DEV_GATEWAY_SECRET = 'lootledger-dev-gateway-secret-change-me';
export const DEV_STAFF_TOTP_KEY = 'lootledger-dev-staff-totp-key-change-me';

/** The secrets whose development values are public (docs/configuration.md): NODE_ENV=production refuses them. */
const DEVELOPMENT_SECRETS: readonly (readonly [name: string, developmentValue: string])[] = [
  ['APP_SIGNING_SECRET', DEV_SIGNING_SECRET],
  ['STAFF_TOTP_KEY', DEV_STAFF_TOTP_KEY],
  ['SANDBOX_GATEWAY_SECRET', DEV_GATEWAY_SECRET],
];

/**
 * ROLE: what this process does in a fleet on one PostgreSQL database. `all` (the default, and what
 * `npm start` runs): everything. `api`: HTTP and websockets (it still follows the log for its own
 * sockets' pushes) and no background work. `worker`: the background work (process managers,
 * scheduled chores, async read models, the sandbox gateway's notifications), serving only
 * /health (and /metrics).
 */
export type ProcessRole = 'all' | 'api' | 'worker';
export const PROCESS_ROLES: readonly ProcessRole[] = ['all', 'api', 'worker'];

/** ROLE: unset means all; anything but all, api or worker refuses to start. */
export function processRoleSetting(value: string | undefined): ProcessRole {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'all';
  if ((PROCESS_ROLES as readonly string[]).includes(text)) return text as ProcessRole;
  throw new Error(`ROLE=${value}: must be one of ${PROCESS_ROLES.join(', ')}`);
}

/** Whether this process runs the background work (process managers, chores, async read models). */
export function runsBackgroundWork(config: Pick<AppConfig, 'role'>): boolean {
  return config.role !== 'api';
}

/** Whether this process serves the API, the websocket and the web apps. */
export function servesTraffic(config: Pick<AppConfig, 'role'>): boolean {
  return config.role !== 'worker';
}

// Kafka's setting and its type, where the outbox imports them from.
export { kafkaSetting, type KafkaConfig } from './config-settings';

export interface AppConfig {
  /** ROLE (processRoleSetting). */
  role: ProcessRole;
  port: number;
  /** HOST (hostSetting): 127.0.0.1 unless set; the compose files and the image set 0.0.0.0. */
  host: string;
  databaseUrl?: string;
  /**
   * EVENT_STORE: where the log lives. 'postgres' (default): the events table of DATABASE_URL (or
   * PGlite). 'eventstoredb': an EventStoreDB server (EVENTSTORE_URL); read models, checkpoints and
   * a mirror of the log stay in PostgreSQL (docs/scaling-out.md, "EventStoreDB").
   */
  eventStore: 'postgres' | 'eventstoredb';
  /** EVENTSTORE_URL: the server's connection string (esdb://host:2113?tls=false), for EVENT_STORE=eventstoredb. */
  eventStoreUrl?: string;
  /** DATABASE_POOL_SIZE: connections of this process's PostgreSQL pool (a fleet divides max_connections). */
  databasePoolSize: number;
  /**
   * argon2id costs: players' from PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_TIME_COST (OWASP's
   * baseline by default), staff's fixed higher (security/password-hasher.ts). Test apps lower both.
   */
  passwordCost: { player: PasswordCost; staff: PasswordCost };
  dataDir: string;
  /** Keep the embedded database in memory (tests) instead of under dataDir. */
  embeddedInMemory: boolean;
  /**
   * EMBEDDED_TEMPLATE: a dumped PGlite data folder a new embedded database starts from (tests: a
   * migrated template instead of initdb and every migration); an existing database ignores it.
   */
  embeddedTemplate?: string;
  signingSecret: string;
  signingRequired: boolean;
  smsProvider: string;
  /**
   * PAYMENT_PROVIDERS: the enabled payment gateways (sandbox, alipay, wechatpay, stripe), each offering
   * its pay ways; PAYMENT_PROVIDER (one name) when PAYMENT_PROVIDERS is unset. Default [sandbox].
   */
  paymentProviders: readonly string[];
  tradeProvider: string;
  /** STEAM_PROVIDER: sandbox (default; mounts /sandbox/steam) or steam (STEAM_OPENID_URL). */
  steamProvider: string;
  /** Steam's OpenID 2.0 endpoint for STEAM_PROVIDER=steam. */
  steamOpenIdUrl: string;
  gatewaySecret: string;
  /**
   * The outside providers' settings as set in the environment (ALIPAY_*, WECHATPAY_*, STRIPE_*,
   * ALIYUN_SMS_*, TENCENT_SMS_*, WAXPEER_*, CONVERSION_REPORT_*): each adapter reads its own with
   * requiredSetting / optionalSetting (provider-settings.ts) and refuses to start without a key.
   */
  providerEnv: Readonly<Record<string, string | undefined>>;
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
   * Roles that move money (staff/domain/two-factor-policy.ts) must enrol TOTP before anything else;
   * false (STAFF_TOTP_REQUIRED=false) only for local development. Enrolled staff always need a code.
   */
  staffTotpRequired: boolean;
  /** The key staff TOTP secrets are encrypted with at rest, sign-in challenges and recovery codes are keyed with. */
  staffTotpKey: string;
  /**
   * Manual coin adjustments above this amount (hundredths; ADJUSTMENT_APPROVAL_THRESHOLD as a
   * two-decimal string) wait for a second staff member's approval; at or below it they apply at once.
   */
  adjustmentApprovalThreshold: bigint;
  /** A battle left waiting longer than this (ARENA_WAIT_TIMEOUT, seconds) is cancelled and refunded. */
  arenaWaitTimeoutMs: number;
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
  /** Leading zero bits of the sign-in proof-of-work challenge (about a second of a browser's work at 19). */
  signInChallengeBits: number;
  logLevel: string;
  /** METRICS_TOKEN: GET /metrics asks for this bearer token; unset: open (keep it off the public route). */
  metricsToken?: string;
  /**
   * Which peers may tell the client's address (X-Forwarded-For) and scheme (X-Forwarded-Proto):
   * false (TRUST_PROXY unset: none, the socket's address counts), a hop count (that many proxies in
   * front), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: TrustProxy;
  /** NODE_ENV=production: development defaults (keys, sandboxes) are refused; sandboxes unless allowSandbox (ALLOW_SANDBOX=true). */
  production: boolean;
  allowSandbox: boolean;
  /**
   * LEDGER_CHECKPOINT_KEY signs the log's checkpoints and the snapshots; never kept in the database.
   * Unset outside production: a key generated once into DATA_DIR/ledger-checkpoint.key.
   */
  ledgerCheckpointKey?: string;
  /** Where every signed log checkpoint is exported (JSON lines), outside the database; unset: DATA_DIR/ledger-checkpoints.jsonl. */
  ledgerCheckpointExport?: string;
  /** How often a checkpoint is recorded when events arrived (ms). */
  ledgerCheckpointIntervalMs: number;
  /**
   * LEDGER_CHECKPOINT_EVERY_EVENTS: a checkpoint is also recorded after this many events appended
   * by the process (besides one at start, one at a graceful stop and the interval's).
   */
  ledgerCheckpointEveryEvents: number;
  /** SIGN_IN_TIME_ZONE: the zone whose calendar days count sign-ins (default Asia/Shanghai). */
  signInTimeZone: string;
  /** REGISTRATION_PACKET (default true): credit every new player a random registration packet. */
  registrationPacket: boolean;
  /**
   * REGISTRATIONS_PER_ADDRESS_PER_DAY / REGISTRATIONS_PER_DEVICE_PER_DAY: new accounts (mobile
   * registration or a first Steam sign-in) per client address, and per device id the player web sends,
   * in one calendar day of SIGN_IN_TIME_ZONE; past them 429 REGISTRATION_LIMIT.
   */
  registrationsPerAddressPerDay: number;
  registrationsPerDevicePerDay: number;
  /** KAFKA_BROKERS set: every event of the log is published to Kafka (platform/outbox); unset: nothing Kafka-related loads. */
  kafka?: KafkaConfig;
}

/**
 * NODE_ENV=production: throws, naming every one of APP_SIGNING_SECRET, STAFF_TOTP_KEY and
 * SANDBOX_GATEWAY_SECRET that is unset or still its published development value (anyone could sign
 * requests, read staff TOTP secrets or forge the sandbox gateway's payment notifications).
 */
export function assertProductionSecrets(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const offending = DEVELOPMENT_SECRETS.flatMap(([name, developmentValue]) => {
    const value = (env[name] ?? '').trim();
    if (value === '') return [`${name} is unset`];
    return value === developmentValue ? [`${name} is the development value`] : [];
  });
  if (offending.length === 0) return;
  throw new Error(
    `NODE_ENV=production refuses development secrets: ${offending.join(', ')}. Set each to its own long random value.`,
  );
}

/** PAYMENT_PROVIDERS (comma list), else PAYMENT_PROVIDER, else sandbox; names trimmed, repeats dropped. */
export function paymentProvidersSetting(env: NodeJS.ProcessEnv): string[] {
  const list = env.PAYMENT_PROVIDERS?.trim() ? env.PAYMENT_PROVIDERS : env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) throw new Error(`PAYMENT_PROVIDERS=${env.PAYMENT_PROVIDERS}: names no provider`);
  return [...new Set(names)];
}

const PROVIDER_ENV = /^(ALIPAY|WECHATPAY|STRIPE|ALIYUN_SMS|TENCENT_SMS|WAXPEER|CONVERSION_REPORT)_/;

function providerEnvOf(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => PROVIDER_ENV.test(name)));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  assertProductionSecrets(env);
  const root = path.resolve(__dirname, '..', '..', '..', '..', '..');
  const databaseUrl = env.DATABASE_URL || undefined;
  const role = processRoleSetting(env.ROLE);
  if (role !== 'all' && !databaseUrl) {
    // The embedded PGlite store is one process's: a fleet shares a PostgreSQL database.
    throw new Error(`ROLE=${role} needs DATABASE_URL (processes of a fleet share one PostgreSQL database)`);
  }
  const paymentProviders = paymentProvidersSetting(env);
  if (role === 'worker' && paymentProviders.includes('sandbox') && !env.PUBLIC_BASE_URL) {
    throw new Error(
      'ROLE=worker with the sandbox payment gateway needs PUBLIC_BASE_URL: the gateway sends its notifications there (the API processes), a worker serves none',
    );
  }
  return {
    role,
    port: Number(env.PORT ?? 3000),
    host: hostSetting(env.HOST),
    databaseUrl,
    ...eventStoreSetting(env),
    databasePoolSize: positiveInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 16),
    passwordCost: { player: playerPasswordCost(env), staff: STAFF_PASSWORD_COST },
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    embeddedInMemory: false,
    embeddedTemplate: env.EMBEDDED_TEMPLATE || undefined,
    signingSecret: env.APP_SIGNING_SECRET ?? DEV_SIGNING_SECRET,
    signingRequired: flag(env.SIGNING_REQUIRED, true),
    smsProvider: env.SMS_PROVIDER ?? 'sandbox',
    paymentProviders,
    tradeProvider: env.TRADE_PROVIDER ?? 'sandbox',
    steamProvider: env.STEAM_PROVIDER || 'sandbox',
    steamOpenIdUrl: env.STEAM_OPENID_URL || 'https://steamcommunity.com/openid/login',
    gatewaySecret: env.SANDBOX_GATEWAY_SECRET ?? DEV_GATEWAY_SECRET,
    providerEnv: providerEnvOf(env),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    playerWebDist: env.PLAYER_WEB_DIST ?? path.join(root, 'apps', 'player-web', 'dist'),
    adminDist: env.ADMIN_DIST ?? path.join(root, 'apps', 'admin', 'dist'),
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    staffTokenTtl: Number(env.STAFF_TOKEN_TTL || 3600),
    staffTotpRequired: flag(env.STAFF_TOTP_REQUIRED, true),
    staffTotpKey: env.STAFF_TOTP_KEY || DEV_STAFF_TOTP_KEY,
    adjustmentApprovalThreshold: amountSetting(
      'ADJUSTMENT_APPROVAL_THRESHOLD',
      env.ADJUSTMENT_APPROVAL_THRESHOLD,
      '1000.00',
    ),
    arenaWaitTimeoutMs: Number(env.ARENA_WAIT_TIMEOUT || 1800) * 1000,
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
    signInChallengeBits: Number(env.SIGN_IN_CHALLENGE_BITS || 19),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    allowSandbox: flag(env.ALLOW_SANDBOX, false),
    ledgerCheckpointKey: env.LEDGER_CHECKPOINT_KEY || undefined,
    ledgerCheckpointExport: env.LEDGER_CHECKPOINT_EXPORT ? path.resolve(env.LEDGER_CHECKPOINT_EXPORT) : undefined,
    ledgerCheckpointIntervalMs: Number(env.LEDGER_CHECKPOINT_INTERVAL_MS || 10_000),
    ledgerCheckpointEveryEvents: positiveInteger(
      'LEDGER_CHECKPOINT_EVERY_EVENTS',
      env.LEDGER_CHECKPOINT_EVERY_EVENTS,
      1000,
    ),
    signInTimeZone: env.SIGN_IN_TIME_ZONE || 'Asia/Shanghai',
    registrationPacket: flag(env.REGISTRATION_PACKET, true),
    registrationsPerAddressPerDay: positiveInteger(
      'REGISTRATIONS_PER_ADDRESS_PER_DAY',
      env.REGISTRATIONS_PER_ADDRESS_PER_DAY,
      5,
    ),
    registrationsPerDevicePerDay: positiveInteger(
      'REGISTRATIONS_PER_DEVICE_PER_DAY',
      env.REGISTRATIONS_PER_DEVICE_PER_DAY,
      3,
    ),
    kafka: kafkaSetting(env),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
