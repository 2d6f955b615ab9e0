// The parsers of single settings from the environment: each refuses to start on a value it cannot
// read, naming the variable (loadConfig in app-config.ts reads them all once at start).
import { isIP } from 'node:net';
import { parseAmount } from '@lootledger/contracts';

/** Where the outbox publisher sends the log (contract section 13). */
export interface KafkaConfig {
  /** KAFKA_BROKERS: comma-separated host:port bootstrap servers. */
  brokers: readonly string[];
  /** KAFKA_TOPIC_PREFIX (default lootledger): topics are `{prefix}.{category}`. */
  topicPrefix: string;
  /** KAFKA_CLIENT_ID (default lootledger). */
  clientId: string;
}

export type TrustProxy = false | number | readonly string[];

/** EVENT_STORE and EVENTSTORE_URL: where the log is kept. */
export interface EventStoreSetting {
  eventStore: 'postgres' | 'eventstoredb';
  eventStoreUrl?: string;
}

export function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

/** A non-negative coin amount setting ("1000.00") in hundredths; refuses to start on anything else. */
export function amountSetting(name: string, value: string | undefined, fallback: string): bigint {
  const text = value || fallback;
  const amount = /^\d{1,13}(\.\d{1,2})?$/.test(text.trim()) ? parseAmount(text) : null;
  if (amount === null) throw new Error(`${name}=${text}: must be an amount like 1000.00`);
  return amount;
}

/** A positive integer setting; refuses to start on anything else. */
export function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) throw new Error(`${name}=${value}: must be a positive integer`);
  return Number(value);
}

/**
 * HOST: the address to listen on, 127.0.0.1 when unset, so that a developer's embedded start (with
 * its sandbox payment routes) is not reachable from the network; a container sets 0.0.0.0.
 */
export function hostSetting(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '127.0.0.1';
  if (isIP(text) === 0 && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(text)) {
    throw new Error(`HOST=${value}: must be an IP address (127.0.0.1, 0.0.0.0, ::) or a host name`);
  }
  return text;
}

/** Named ranges TRUST_PROXY may list besides addresses and CIDR ranges (as proxy-addr knows them). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: unset or 0 trusts no proxy; `1` one hop; `10.0.0.0/8,192.168.1.7,loopback` those proxies. */
export function trustProxySetting(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.includes(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || rest.length > 0 || !validBits) {
      throw new Error(
        `TRUST_PROXY=${text}: must be a hop count (e.g. 1) or comma-separated IP addresses / CIDR ranges / loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

/** EVENT_STORE and EVENTSTORE_URL; anything else refuses to start. */
export function eventStoreSetting(env: NodeJS.ProcessEnv): EventStoreSetting {
  const eventStore = (env.EVENT_STORE || 'postgres').toLowerCase();
  if (eventStore === 'postgres') return { eventStore };
  if (eventStore !== 'eventstoredb')
    throw new Error(`EVENT_STORE=${env.EVENT_STORE}: must be postgres or eventstoredb`);
  const url = env.EVENTSTORE_URL || '';
  if (!/^esdb(\+discover)?:\/\//.test(url)) {
    throw new Error(
      `EVENT_STORE=eventstoredb needs EVENTSTORE_URL, a connection string like esdb://127.0.0.1:2113?tls=false (got ${url || 'nothing'})`,
    );
  }
  return { eventStore, eventStoreUrl: url };
}

/** KAFKA_BROKERS and its companions; undefined when KAFKA_BROKERS is unset or empty. */
export function kafkaSetting(env: NodeJS.ProcessEnv): KafkaConfig | undefined {
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
  if (brokers.length === 0) return undefined;
  for (const broker of brokers) {
    if (!/^[^\s:/]+:\d{1,5}$/.test(broker)) {
      throw new Error(`KAFKA_BROKERS=${env.KAFKA_BROKERS}: must be host:port[,host:port...]`);
    }
  }
  const topicPrefix = env.KAFKA_TOPIC_PREFIX || 'lootledger';
  if (!/^[a-zA-Z0-9._-]+$/.test(topicPrefix)) {
    throw new Error(`KAFKA_TOPIC_PREFIX=${topicPrefix}: only letters, digits, '.', '_' and '-'`);
  }
  return { brokers, topicPrefix, clientId: env.KAFKA_CLIENT_ID || 'lootledger' };
}
