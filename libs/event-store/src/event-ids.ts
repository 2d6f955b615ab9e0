// Deterministic event ids: the same step of the same command or process always yields the same id,
// so a repeated step (a retried request, a redelivered notification, a process manager restarting)
// appends nothing the second time. UUID version 5 (SHA-1, RFC 9562).
import { createHash } from 'node:crypto';

/** The project's namespace for version-5 ids (a fixed random UUID; never change it). */
const LOOTLEDGER_NAMESPACE = Buffer.from('5f0c7d0e9a3b4c21b8e4a1d26c3f9e77', 'hex');

export function uuidV5(name: string, namespace: Buffer = LOOTLEDGER_NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID (any version), the form every event id takes. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An append's ids: each a UUID, none twice (refused before anything is written). */
export function validateEventIds(events: readonly { eventId: string }[]): void {
  const seen = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.eventId)) throw new TypeError(`Event id ${event.eventId} is not a UUID`);
    const id = event.eventId.toLowerCase();
    if (seen.has(id)) throw new TypeError(`Event id ${event.eventId} appears twice in one append`);
    seen.add(id);
  }
}
