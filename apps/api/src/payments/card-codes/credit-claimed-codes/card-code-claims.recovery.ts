// The process manager of card recharge: a redemption claims the code, then credits it. A crash (or a
// failed credit) between the two leaves a claim whose credit is owed; this scheduled job
// (platform/scheduling/scheduled-job.ts) pays it, at start and every few seconds after, in this
// process or any other. Paying twice is harmless (the credit is idempotent by its reference); still,
// as background work, it runs only where ROLE runs it (worker, all) and, across the fleet, under one
// lease.
import { Inject, Injectable } from '@nestjs/common';
import { Leases } from '../../../platform/cluster/leases';
import { APP_CONFIG, runsBackgroundWork, type AppConfig } from '../../../platform/config/app-config';
import { ScheduledJob } from '../../../platform/scheduling/scheduled-job';
import { CardCodeRepository } from '../store/card-code.repository';
import { CardCodeCrediter } from './card-code-crediter';

export const CLAIM_RECOVERY = {
  intervalMs: 5_000,
  /** A claim younger than this is left to the request that made it. */
  graceSeconds: 10,
  claimsPerPass: 100,
};

@Injectable()
export class CardCodeClaimRecovery extends ScheduledJob {
  constructor(
    private readonly codes: CardCodeRepository,
    private readonly crediter: CardCodeCrediter,
    leases: Leases,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(
      { leases, runsBackgroundWork: runsBackgroundWork(config) },
      { name: 'payments.card-code-claims', lease: 'payments.card-code-claims', everyMs: CLAIM_RECOVERY.intervalMs },
    );
  }

  /** Pays the owed claims older than graceSeconds (one pass, after any running one); returns how many. */
  protected override async tick(): Promise<number> {
    const owed = await this.codes.owedClaims(CLAIM_RECOVERY.graceSeconds, CLAIM_RECOVERY.claimsPerPass);
    let paid = 0;
    for (const claim of owed) {
      // Stopping: the rest waits for the next holder's pass.
      if (this.stopping) break;
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
