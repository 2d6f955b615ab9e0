// The CSV rendering of a new batch's codes (RFC 4180: CRLF lines, fields quoted when they must be),
// handed to staff once in the create response, for printing or for a reseller.
export interface CardCodesCsvInput {
  batchId: string;
  /** Two-decimal string. */
  bean: string;
  /** ISO-8601 UTC. */
  expiresAt: string;
  /** Printed form. */
  codes: readonly string[];
}

export const CARD_CODES_CSV_HEADER = ['code', 'bean', 'expires_at', 'batch_id'] as const;

export function renderCardCodesCsv({ batchId, bean, expiresAt, codes }: CardCodesCsvInput): string {
  const lines = [CARD_CODES_CSV_HEADER.join(',')];
  for (const code of codes) lines.push([code, bean, expiresAt, batchId].map(csvField).join(','));
  return lines.join('\r\n') + '\r\n';
}

/**
 * One field: quoted (inner quotes doubled) when it holds a comma, quote or line break; a leading
 * =, +, - or @ is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
