// Responsible gaming's commands and queries: each decision runs on the player's rules (the inline
// read model: the fold of their facts, current as of the last append) and appends its facts to the
// player stream through the ledger's account service. Also the early gate of every coin-moving call
// (the SelfExclusionInterceptor: a clear answer before any work); what holds atomically is the player
// stream's guard (domain/responsible-gaming.guard.ts), which every spend and top-up passes.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { DepositLimitPeriod } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { PlayerAccountService } from '../ledger';
import { ClusterSignals } from '../platform/cluster/cluster-signals';
import { SQL_CLIENT } from '../platform/database/database.module';
import type { CommandContext, StreamEvent } from '../platform/event-sourcing';
import { monthIn, monthsBefore, monthStart, periodStart } from './domain/periods';
import {
  exclusionAt,
  initialResponsibleGamingState,
  settle,
  type Exclusion,
  type ResponsibleGamingState,
} from './domain/responsible-gaming';
import {
  assertNotExcluded,
  PERIODS,
  setDepositLimits,
  setSessionReminder,
  startExclusion,
  type ExclusionRequest,
  type LimitChanges,
} from './domain/responsible-gaming.decider';
import { LedgerActivityReader } from './ledger-activity.reader';
import { PLAYER_RULES_TABLE } from './player-rules/player-rules.projection';
import { ResponsibleGamingClock } from './responsible-gaming-clock';

export interface LimitsResult {
  limits: Record<DepositLimitPeriod, bigint | null>;
  pending: { period: DepositLimitPeriod; amount: bigint | null; effectiveAt: Date }[];
  deposited: Record<DepositLimitPeriod, bigint>;
}

export interface MonthActivity {
  month: string;
  deposits: bigint;
  spend: bigint;
  winnings: bigint;
}

/** The longest look back of a play session (a stale `since` is clamped to it). */
const MAX_SESSION_MS = 24 * 3_600_000;

/**
 * The exclusion gate runs on every game and top-up call: it reads a player's rules from this
 * process's cache. A change of rules (only this service appends them) forgets the entry here at
 * once and in every other process by a signal; the TTL bounds a missed signal.
 */
const RULES_CACHE_MS = 2_000;
const RULES_CACHE_MAX_ENTRIES = 50_000;
const RULES_SIGNAL = 'responsible-gaming.rules';

@Injectable()
export class ResponsibleGamingService {
  private readonly cache = new Map<string, { state: ResponsibleGamingState; until: number }>();
  /** The cache's clock (ms); tests stop it to show a change travels by signal, not by expiry. */
  cacheNow: () => number = () => Date.now();
  /** Counts forgets: a read that started before one may hold the old rules and is not cached. */
  private forgets = 0;

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly accounts: PlayerAccountService,
    private readonly activity: LedgerActivityReader,
    private readonly clock: ResponsibleGamingClock,
    @Optional() private readonly signals?: ClusterSignals,
  ) {
    signals?.on(RULES_SIGNAL, (data) => this.forget(String(data.player_id)));
    signals?.onMissed(() => {
      this.forgets++;
      this.cache.clear();
    });
  }

  async rules(playerId: string): Promise<ResponsibleGamingState> {
    const { rows } = await this.sql.query<{ state: ResponsibleGamingState }>(
      `SELECT state FROM ${PLAYER_RULES_TABLE} WHERE player_id = $1`,
      [playerId],
    );
    return rows[0]?.state ?? initialResponsibleGamingState();
  }

  async limits(playerId: string): Promise<LimitsResult> {
    const now = this.clock.now();
    const state = settle(await this.rules(playerId), now);
    const deposited = await this.deposited(playerId, now);
    return {
      limits: {
        day: toBigint(state.limits.day),
        week: toBigint(state.limits.week),
        month: toBigint(state.limits.month),
      },
      pending: state.pending.map((pending) => ({
        period: pending.period,
        amount: toBigint(pending.amount),
        effectiveAt: new Date(pending.effective_at),
      })),
      deposited,
    };
  }

  async setLimits(playerId: string, changes: LimitChanges): Promise<LimitsResult> {
    const now = this.clock.now();
    const state = await this.rules(playerId);
    await this.append(playerId, 'limits', setDepositLimits(state, changes, now), now);
    return this.limits(playerId);
  }

  async exclusion(playerId: string): Promise<Exclusion | null> {
    return exclusionAt(await this.rules(playerId), this.clock.now());
  }

  async exclude(playerId: string, request: ExclusionRequest): Promise<Exclusion> {
    const now = this.clock.now();
    const state = await this.rules(playerId);
    await this.append(playerId, 'exclusion', startExclusion(state, request, now), now);
    return (await this.exclusion(playerId))!;
  }

  async setReminder(playerId: string, everyMinutes: number | null): Promise<number | null> {
    const now = this.clock.now();
    await this.append(playerId, 'reminder', setSessionReminder(await this.rules(playerId), everyMinutes), now);
    return (await this.rules(playerId)).reminderMinutes;
  }

  /** 403 SELF_EXCLUDED while a cool-off or self-exclusion is in force (the rules from the cache). */
  async assertMayPlay(playerId: string): Promise<void> {
    assertNotExcluded(await this.cachedRules(playerId), this.clock.now());
  }

  private async cachedRules(playerId: string): Promise<ResponsibleGamingState> {
    const now = this.cacheNow();
    const hit = this.cache.get(playerId);
    if (hit && hit.until > now) return hit.state;
    const forgets = this.forgets;
    const state = await this.rules(playerId);
    if (forgets === this.forgets) {
      if (this.cache.size >= RULES_CACHE_MAX_ENTRIES) this.cache.clear();
      this.cache.set(playerId, { state, until: now + RULES_CACHE_MS });
    }
    return state;
  }

  private forget(playerId: string): void {
    this.forgets++;
    this.cache.delete(playerId);
  }

  /** Play since a moment (at most 24 h back): minutes, coins spent, winnings. */
  async playSession(playerId: string, since: Date) {
    const now = this.clock.now();
    const from = new Date(Math.min(now.getTime(), Math.max(since.getTime(), now.getTime() - MAX_SESSION_MS)));
    const [totals] = await this.activity.totals(playerId, [from], now);
    return { since: from, minutes: Math.floor((now.getTime() - from.getTime()) / 60_000), ...totals };
  }

  /** Deposits, spend and winnings of each of the last `months` months (site time zone), newest first. */
  async statement(playerId: string, months: number): Promise<MonthActivity[]> {
    const now = this.clock.now();
    const current = monthIn(now, this.clock.timeZone);
    const names = Array.from({ length: months }, (_, index) => monthsBefore(current, months - 1 - index));
    const totals = await this.activity.totals(
      playerId,
      names.map((month) => monthStart(month, this.clock.timeZone)),
      new Date(now.getTime() + 1),
    );
    return names.map((month, index) => ({ month, ...totals[index] })).reverse();
  }

  private async deposited(playerId: string, now: Date): Promise<Record<DepositLimitPeriod, bigint>> {
    const starts = PERIODS.map((period) => periodStart(period, now, this.clock.timeZone));
    const [day, week, month] = await this.activity.depositsSince(playerId, starts);
    return { day, week, month };
  }

  private async append(playerId: string, what: string, events: readonly StreamEvent[], now: Date): Promise<void> {
    if (events.length === 0) return;
    const context: CommandContext = { actor: { type: 'player', id: playerId }, at: now };
    try {
      await this.accounts.execute(playerId, `responsible-gaming/${what}/${randomUUID()}`, () => events, context);
    } finally {
      this.forget(playerId);
      this.signals?.tellOthersSoon(RULES_SIGNAL, { player_id: playerId });
    }
  }
}

function toBigint(value: string | null): bigint | null {
  return value === null ? null : BigInt(value);
}
