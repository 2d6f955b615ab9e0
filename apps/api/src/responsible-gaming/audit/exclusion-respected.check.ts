// Audit: after a cool-off or self-exclusion on a player's stream, nothing later on that stream is
// play or a top-up (a recharge asked for, a card code credited, coins paid into a game or the shop, a
// box opened, a sign-in packet or task reward) decided before the exclusion's end: the rule the
// player stream's guard enforces inside each decision (play-while-excluded.ts). Also no top-up past
// a deposit limit in force when it was asked for (deposits of the period before it plus its amount,
// periods in the site time zone).
import { ChangeType } from '@lootledger/contracts';
import type { RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream, type ExclusionWindow } from '../../ledger';
import { describeRecorded, FailureList, scanEvents, type AuditCheck } from '../../platform/event-sourcing';
import { loadConfig } from '../../platform/config/app-config';
import { periodStart } from '../domain/periods';
import { excludedAt, FACTS_REFUSED_WHILE_EXCLUDED, isPlayOrTopUp } from '../domain/play-while-excluded';
import {
  evolveResponsibleGaming,
  initialResponsibleGamingState,
  longer,
  settle,
  type ResponsibleGamingState,
} from '../domain/responsible-gaming';
import { PERIODS } from '../domain/responsible-gaming.decider';
import type { ExclusionStartedData, ResponsibleGamingEvent } from '../domain/responsible-gaming.events';

/** The time a command was decided at (its metadata), else when its event was recorded. */
function decidedAt(event: RecordedEvent): Date {
  const time = event.metadata.time;
  return typeof time === 'string' && !Number.isNaN(Date.parse(time)) ? new Date(time) : event.createdAt;
}

export const exclusionRespectedCheck: AuditCheck = {
  name: 'responsible gaming: no play or top-up while excluded, no top-up past a limit',
  async run(tx: SqlExecutor, { maxFailuresShown }) {
    const failures = new FailureList(maxFailuresShown);
    const timeZone = loadConfig(process.env).signInTimeZone;
    const rules = new Map<string, { at: number; event: ResponsibleGamingEvent }[]>();
    let exclusions = 0;
    await scanEvents(tx, ['ExclusionStarted', 'DepositLimitSet'], (event) => {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) return;
      const fact = { type: event.type, data: event.data } as unknown as ResponsibleGamingEvent;
      rules.set(playerId, [...(rules.get(playerId) ?? []), { at: event.createdAt.getTime(), event: fact }]);
      if (fact.type === 'ExclusionStarted') exclusions++;
    });

    // The write side's rule, in stream order (play-while-excluded.ts): nothing after an exclusion on
    // a player's stream is play or a top-up decided before the exclusion's end.
    let checked = 0;
    let stream = '';
    let exclusion: ExclusionWindow | null = null;
    await scanEvents(
      tx,
      ['ExclusionStarted', 'CoinsCredited', 'CoinsDebited', ...FACTS_REFUSED_WHILE_EXCLUDED],
      (event) => {
        if (playerIdOfStream(event.streamId) === null) return;
        if (event.streamId !== stream) {
          stream = event.streamId;
          exclusion = null;
        }
        if (event.type === 'ExclusionStarted') {
          const data = event.data as unknown as ExclusionStartedData;
          exclusion = longer<ExclusionWindow>(exclusion, { from: data.started_at, until: data.until });
          return;
        }
        if (exclusion === null || !isPlayOrTopUp(event)) return;
        checked++;
        if (excludedAt(exclusion, decidedAt(event))) {
          failures.add(`${describeRecorded(event)}: ${event.type} while the player was excluded`);
        }
      },
    );

    // Top-ups: every order placed and card code credited, against exclusions and the limits in force.
    const deposits = new Map<string, { at: number; amount: bigint }[]>();
    const topUps: { playerId: string; at: number; amount: bigint; where: string }[] = [];
    await scanEvents(tx, ['OrderPlaced'], (event) => {
      const data = event.data as { player_id: string; bean: string };
      topUps.push({
        playerId: data.player_id,
        at: event.createdAt.getTime(),
        amount: BigInt(data.bean),
        where: describeRecorded(event),
      });
    });
    await scanEvents(
      tx,
      ['CoinsCredited'],
      (event) => {
        const playerId = playerIdOfStream(event.streamId);
        if (playerId === null) return;
        const data = event.data as { change_type: number; amount: string };
        const entry = { at: event.createdAt.getTime(), amount: BigInt(data.amount) };
        deposits.set(playerId, [...(deposits.get(playerId) ?? []), entry]);
        if (data.change_type === ChangeType.CARD_CODE) {
          topUps.push({ playerId, at: entry.at, amount: entry.amount, where: describeRecorded(event) });
        }
      },
      `(e.data->>'change_type')::int IN (${ChangeType.RECHARGE}, ${ChangeType.CARD_CODE})`,
    );
    let limited = 0;
    for (const topUp of topUps) {
      const facts = (rules.get(topUp.playerId) ?? []).filter((fact) => fact.at <= topUp.at);
      if (facts.length === 0) continue;
      limited++;
      const state: ResponsibleGamingState = settle(
        facts.reduce((folded, fact) => evolveResponsibleGaming(folded, fact.event), initialResponsibleGamingState()),
        new Date(topUp.at),
      );
      for (const period of PERIODS) {
        const limit = state.limits[period];
        if (limit === null) continue;
        const from = periodStart(period, new Date(topUp.at), timeZone).getTime();
        const before = (deposits.get(topUp.playerId) ?? [])
          .filter((deposit) => deposit.at >= from && deposit.at < topUp.at)
          .reduce((sum, deposit) => sum + deposit.amount, 0n);
        if (before + topUp.amount > BigInt(limit)) {
          failures.add(
            `${topUp.where}: a top-up past the ${period} limit (${before} + ${topUp.amount} > ${limit} hundredths)`,
          );
        }
      }
    }
    return {
      name: this.name,
      checked: [
        `${exclusions} exclusions, ${checked} plays, rewards and card codes of excluded players`,
        `${topUps.length} top-ups (${limited} under a deposit limit)`,
      ],
      failureCount: failures.count,
      failures: failures.shown,
    };
  },
};
