// This browser's device id: a stable random id kept in localStorage, sent with a registration so the
// API can cap registrations per device per day (REGISTRATIONS_PER_DEVICE_PER_DAY). Not a secret and
// not a fingerprint of the hardware: clearing the site's storage makes a new one.
import { readLocal, writeLocal } from '@/lib/local-store';

const KEY = 'lootledger.device-id';

export function deviceId(): string {
  const kept = readLocal(KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const fresh = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  writeLocal(KEY, fresh);
  return fresh;
}
