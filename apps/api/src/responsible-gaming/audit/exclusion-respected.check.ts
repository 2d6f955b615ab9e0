// Audit: while a player's cool-off or self-exclusion was in force (from the moment its fact was
// recorded until its end; forever when permanent) their log holds no top-up (an order placed, a card
// code credited) and no play (coins paid into a game, a box opened, a free box, a reward claimed);
// and no top-up passed a deposit limit in force when it was asked for (deposits of the period before
// it plus its amount, periods in the site time zone).
import { ChangeType } from '@lootledger/contracts';
import type { SqlExecutor } from '@lootledger/event-store';
import { playerIdOfStream } from '../../ledger';
import { describeRecorded, FailureList, scanEvents, type AuditCheck } from '../../platform/event-sourcing';
import { loadConfig } from '../../platform/config/app-config';
import { periodStart } from '../domain/periods';
import {
  evolveResponsibleGaming,
  initialResponsibleGamingState,
  settle,
  type ResponsibleGamingState,
} from '../domain/responsible-gaming';
import { PERIODS } from '../domain/responsible-gaming.decider';
import type { ResponsibleGamingEvent } from '../domain/responsible-gaming.events';

/** Coin movements an excluded player cannot cause: play, rewards and card-code top-ups. */
const REFUSED_CREDITS: readonly number[] = [
  ChangeType.CARD_CODE,
  ChangeType.SIGN_IN_PACKET,
  ChangeType.RED_PACKET,
  ChangeType.TASK_REWARD,
];
const REFUSED_DEBITS: readonly number[] = [
  ChangeType.BOX_OPEN,
  ChangeType.BATTLE,
  ChangeType.UPGRADE,
  ChangeType.CONTRACT,
  ChangeType.ROLL,
];

interface Window {
  from: number;
  until: number;
}

export const exclusionRespectedCheck: AuditCheck = {
  name: 'responsible gaming: no play or top-up while excluded, no top-up past a limit',
  async run(tx: SqlExecutor, { maxFailuresShown }) {
    const failures = new FailureList(maxFailuresShown);
    const timeZone = loadConfig(process.env).signInTimeZone;
    const windows = new Map<string, Window[]>();
    const rules = new Map<string, { at: number; event: ResponsibleGamingEvent }[]>();
    let exclusions = 0;
    await scanEvents(tx, ['ExclusionStarted', 'DepositLimitSet'], (event) => {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null) return;
      const fact = { type: event.type, data: event.data } as unknown as ResponsibleGamingEvent;
      rules.set(playerId, [...(rules.get(playerId) ?? []), { at: event.createdAt.getTime(), event: fact }]);
      if (fact.type !== 'ExclusionStarted') return;
      exclusions++;
      const until = fact.data.until === null ? Number.POSITIVE_INFINITY : Date.parse(fact.data.until);
      windows.set(playerId, [...(windows.get(playerId) ?? []), { from: event.createdAt.getTime(), until }]);
    });
    const excludedAt = (playerId: string, at: number) =>
      (windows.get(playerId) ?? []).some((window) => at >= window.from && at < window.until);

    let checked = 0;
    await scanEvents(tx, ['CoinsCredited', 'CoinsDebited', 'BoxOpened'], (event) => {
      const playerId = playerIdOfStream(event.streamId);
      if (playerId === null || !windows.has(playerId)) return;
      const changeType = Number((event.data as { change_type?: number }).change_type);
      const refused =
        event.type === 'BoxOpened' ||
        (event.type === 'CoinsCredited' && REFUSED_CREDITS.includes(changeType)) ||
        (event.type === 'CoinsDebited' && REFUSED_DEBITS.includes(changeType));
      if (!refused) return;
      checked++;
      if (excludedAt(playerId, event.createdAt.getTime())) {
        failures.add(`${describeRecorded(event)}: ${event.type} while the player was excluded`);
      }
    });

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
      if (excludedAt(topUp.playerId, topUp.at)) failures.add(`${topUp.where}: a top-up while the player was excluded`);
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
