// The process manager of card recharge: a redemption claims the code, then credits it. A crash (or a
// failed credit) between the two leaves a claim whose credit is owed; this loop pays it, at start and
// every few seconds after, in this process or any other. Paying twice is harmless (the credit is
// idempotent by its reference); still, as background work, the loop runs only where ROLE runs it
// (worker, all) and, across the fleet, under one lease (platform/cluster).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Leases } from '../../../platform/cluster/leases';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../../platform/config/app-config';
import { CardCodeRepository } from '../store/card-code.repository';
import { CardCodeCrediter } from './card-code-crediter';

const LEASE = 'payments.card-code-claims';

export const CLAIM_RECOVERY = {
  intervalMs: 5_000,
  /** A claim younger than this is left to the request that made it. */
  graceSeconds: 10,
  claimsPerPass: 100,
};

@Injectable()
export class CardCodeClaimRecovery implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CardCodeClaimRecovery');
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<unknown> = Promise.resolve();
  /** Set on shutdown: no new pass, and a running pass stops between two credits. */
  private stopped = false;

  constructor(
    private readonly codes: CardCodeRepository,
    private readonly crediter: CardCodeCrediter,
    private readonly leases: Leases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (runsBackgroundWork(this.config)) this.tick(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
    await this.leases.release(LEASE);
  }

  /** Pays the owed claims older than graceSeconds (one pass, after any running one); returns how many. */
  runOnce(graceSeconds = CLAIM_RECOVERY.graceSeconds): Promise<number> {
    const run = this.pass.then(() => this.work(graceSeconds));
    this.pass = run.catch(() => undefined);
    return run;
  }

  private tick(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.leases
        .hold(LEASE)
        .then((held) => (held ? this.runOnce() : 0))
        .catch((error) => this.logger.warn(`card-code recovery pass failed: ${String(error)}`))
        .finally(() => this.tick(CLAIM_RECOVERY.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async work(graceSeconds: number): Promise<number> {
    const owed = await this.codes.owedClaims(graceSeconds, CLAIM_RECOVERY.claimsPerPass);
    let paid = 0;
    for (const claim of owed) {
      if (this.stopped) break;
      try {
        await this.crediter.credit(claim);
        paid++;
      } catch (error) {
        this.logger.warn(`card code ${claim.codeId}: credit failed, retrying later: ${String(error)}`);
      }
    }
    if (paid > 0) this.logger.log(`credited ${paid} claimed card code(s) left without credit`);
    return paid;
  }
}
