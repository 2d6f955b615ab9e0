// What must never reach a log line: credentials, codes and the request-signing headers. Applied to
// Fastify's pino logger (by path) and to everything Nest's Logger writes (by key, at any depth).

export const REDACTED = '[redacted]';

/** Keys whose values are replaced wherever they appear in a logged object (case-insensitive). */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'old_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'secret',
  'verify',
  'card',
  'x-sign',
  'x-nonce',
  'x-gateway-sign',
  'signingsecret',
  'gatewaysecret',
  'adminpassword',
]);

export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase());
}

/** A copy of value with every secret key's value replaced; cycles and depth are bounded. */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return '[...]';
  seen.add(value);
  if (value instanceof Error) {
    return { type: value.name, message: value.message, stack: value.stack };
  }
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKey(key) ? REDACTED : redactSecrets(item, depth + 1, seen);
  }
  return copy;
}

/** pino redact paths for the request objects Fastify logs. */
export const PINO_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sign"]',
  'req.headers["x-nonce"]',
  'req.headers["x-gateway-sign"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-sign"]',
  'headers["x-nonce"]',
  'headers["x-gateway-sign"]',
  'body.password',
  'body.verify',
  'body.refresh_token',
  '*.password',
  '*.token',
  '*.refresh_token',
];
