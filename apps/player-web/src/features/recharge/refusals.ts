// The recharge forms show the server's refusals next to the form (inline), not as toasts: every
// error key but the session-ending 401s, whose toast and log-in dialog stay with the API client.
import { ERROR_STATUS, type ErrorKey } from '@lootledger/contracts';

export const INLINE_REFUSALS: readonly string[] = [
  ...(Object.keys(ERROR_STATUS) as ErrorKey[]).filter((key) => ERROR_STATUS[key] !== 401),
  'NETWORK',
  'BAD_RESPONSE',
];

/** What a player typed as a card code, reduced like the server does: nothing left means nothing typed. */
export function isBlankCardCode(card: string): boolean {
  return card.normalize('NFKC').replace(/[\s\-‐‑‒–—―]/gu, '') === '';
}
