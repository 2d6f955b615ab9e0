// Reads a text frame from a client: a JSON object whose `type` is one the server knows. Pure.
import type { ClientFrame } from '@lootledger/contracts';

export type ParsedClientFrame = { ok: true; frame: ClientFrame } | { ok: false };

const BAD: ParsedClientFrame = { ok: false };

export function parseClientFrame(text: string): ParsedClientFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return BAD;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return BAD;
  const fields = value as Record<string, unknown>;
  switch (fields.type) {
    case 'ping':
      return { ok: true, frame: { type: 'ping' } };
    case 'auth': {
      // The spec's client sends an empty token before login; null is read the same way.
      const token = fields.token ?? '';
      if (typeof token !== 'string') return BAD;
      return { ok: true, frame: { type: 'auth', token: token.trim() } };
    }
    default:
      return BAD;
  }
}
