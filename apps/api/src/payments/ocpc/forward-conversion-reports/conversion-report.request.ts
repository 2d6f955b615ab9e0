// What the forwarder sends for one stored report (docs/conversion-reports.md): the JSON body, its
// idempotency key (one per report: a report sent again after a lost answer carries the same key)
// and, with a secret, the HMAC-SHA256 of the body's exact bytes. Pure.
import { createHmac } from 'node:crypto';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const SIGNATURE_HEADER = 'X-Lootledger-Signature';

/** One stored report, as the forwarder reads it. */
export interface StoredConversionReport {
  readonly id: string;
  readonly playerId: string;
  readonly orderId: string | null;
  readonly promotionId: string | null;
  readonly logidUrl: string;
  readonly newType: number;
  readonly receivedAt: Date;
  /** Attempts made before this one. */
  readonly attempts: number;
}

/** The body posted: snake_case, as the rest of the API speaks. */
export interface ConversionReportPayload {
  report_id: string;
  player_id: string;
  order_id: string | null;
  promotion_id: string | null;
  logid_url: string;
  new_type: number;
  created_at: string;
}

export interface ConversionReportRequest {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The URL parameters that carry a promotion (click) id, as the player web captures them. */
const PROMOTION_PARAMS = ['bd_vid', 'promotion_id'];

/** The promotion id in a landing URL (bd_vid, else promotion_id), or null. */
export function promotionIdOf(logidUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(logidUrl);
  } catch {
    return null;
  }
  for (const name of PROMOTION_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) return value;
  }
  return null;
}

export function idempotencyKeyOf(reportId: string): string {
  return `conversion-report-${reportId}`;
}

/** `sha256=` and the hex HMAC-SHA256 of the body under the secret. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export function conversionReportRequest(report: StoredConversionReport, secret?: string): ConversionReportRequest {
  const payload: ConversionReportPayload = {
    report_id: report.id,
    player_id: report.playerId,
    order_id: report.orderId,
    promotion_id: report.promotionId,
    logid_url: report.logidUrl,
    new_type: report.newType,
    created_at: report.receivedAt.toISOString(),
  };
  const body = JSON.stringify(payload);
  return {
    body,
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyOf(report.id),
      ...(secret === undefined ? {} : { [SIGNATURE_HEADER]: signatureOf(body, secret) }),
    },
  };
}
