// The outbox of first-recharge conversion reports (docs/conversion-reports.md): a scheduled job
// (platform/scheduling/scheduled-job.ts) that POSTs each pending report as JSON to
// CONVERSION_REPORT_URL, one request per report with its idempotency key (and signature, with
// CONVERSION_REPORT_SECRET). A 2xx marks it sent; a refusal of the report itself (400, 410, 413,
// 422) fails it at once; anything else (a 5xx, 401 or 404 of a misconfigured endpoint, no answer in
// time, no connection) is tried again after a delay that doubles each attempt, up to maxAttempts,
// then it is marked failed. At least once:
// a crash between the endpoint's 2xx and the mark sends the report again, with the same key.
// Without CONVERSION_REPORT_URL reports are stored as disabled and this job finds nothing to do.
import { Inject, Injectable } from '@nestjs/common';
import { Leases } from '../../../platform/cluster/leases';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../../platform/config/app-config';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { ConversionReportStore } from '../conversion-report.store';
import { CONVERSION_REPORT_ENDPOINT, type ConversionReportEndpoint } from './conversion-report-endpoint';
import { conversionReportRequest, type StoredConversionReport } from './conversion-report.request';

export const CONVERSION_FORWARDING = {
  everyMs: 10_000,
  reportsPerPass: 50,
  /** Attempts before a report is marked failed. */
  maxAttempts: 8,
  /** The delay after the first failed attempt; it doubles with each one (30 s, 1 min, … 32 min). */
  firstRetryDelayMs: 30_000,
  /** How long the endpoint may take to answer. */
  requestTimeoutMs: 10_000,
};

/** The endpoint refusing the report itself: sending it again cannot help. */
const PERMANENT_REFUSALS = new Set([400, 410, 413, 422]);
/** The longest error text kept (the console shows it). */
const ERROR_TEXT_LIMIT = 300;

type Outcome = { sent: true } | { sent: false; error: string; retry: boolean };

/** The delay before the attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return CONVERSION_FORWARDING.firstRetryDelayMs * 2 ** (attempts - 1);
}

@Injectable()
export class ConversionReportForwarder extends ScheduledJob {
  constructor(
    private readonly reports: ConversionReportStore,
    @Inject(CONVERSION_REPORT_ENDPOINT) private readonly endpoint: ConversionReportEndpoint | null,
    leases: Leases,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      { leases, runsBackgroundWork: runsBackgroundWork(config) },
      { name: 'payments.conversion-reports', everyMs: CONVERSION_FORWARDING.everyMs },
    );
  }

  /** Whether reports are forwarded (CONVERSION_REPORT_URL is set). */
  get enabled(): boolean {
    return this.endpoint !== null;
  }

  /** Posts the reports due at `now`, one by one; returns how many it attempted. */
  protected override async tick(now: Date): Promise<number> {
    if (!this.endpoint) return 0;
    const due = await this.reports.due(now, CONVERSION_FORWARDING.reportsPerPass);
    let attempted = 0;
    for (const report of due) {
      // Stopping: the rest waits for the next holder's pass.
      if (this.stopping) break;
      await this.forward(this.endpoint, report, now);
      attempted++;
    }
    return attempted;
  }

  private async forward(endpoint: ConversionReportEndpoint, report: StoredConversionReport, now: Date): Promise<void> {
    const attempts = report.attempts + 1;
    const outcome = await this.post(endpoint, report);
    if (outcome.sent) return this.reports.markSent(report.id, attempts, now);
    const giveUp = !outcome.retry || attempts >= CONVERSION_FORWARDING.maxAttempts;
    const nextAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts));
    if (giveUp)
      this.logger.warn(`conversion report ${report.id} not forwarded after ${attempts} attempts: ${outcome.error}`);
    await this.reports.markAttemptFailed(report.id, attempts, outcome.error.slice(0, ERROR_TEXT_LIMIT), nextAt);
  }

  private async post(endpoint: ConversionReportEndpoint, report: StoredConversionReport): Promise<Outcome> {
    const request = conversionReportRequest(report, endpoint.secret);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(CONVERSION_FORWARDING.requestTimeoutMs),
      });
      // The answer's body means nothing to us: read it so the connection is free again.
      const text = await response.text().catch(() => '');
      if (response.ok) return { sent: true };
      const detail = text.trim() ? `: ${text.trim()}` : '';
      return {
        sent: false,
        error: `HTTP ${response.status}${detail}`,
        retry: !PERMANENT_REFUSALS.has(response.status),
      };
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { sent: false, error: cause instanceof Error ? `${reason} (${cause.message})` : reason, retry: true };
    }
  }
}
