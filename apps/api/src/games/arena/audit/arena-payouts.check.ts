// Reconciles the arena's daily payouts: every RANKING_REWARD and BATTLE_REBATE credit matches a
// day's decision (the same player, day and amount) and every decided payout of a day recorded paid
// was credited exactly once. A decision that records the ranking's guards (since issue 31) is
// re-checked against them: every rewarded player at the activity floor, no reward above its table
// amount, and the day's rewards together within the cap of the day's volume.
import { ChangeType } from '@lootledger/contracts';
import { playerIdOfStream, readCoinMovement } from '../../../ledger';
import { defineAuditCheck, scanEvents } from '../../../platform/event-sourcing';
import type { ArenaDayDecided } from '../rewards/arena-day';
import { meetsFloor, payoutCap } from '../rewards/arena-rules';

/** What a decision breaks of the guards it recorded (none for a decision from before them). */
export function guardProblems(day: string, data: ArenaDayDecided['data']): string[] {
  if (!data.floor || data.payout_cap_bp === undefined || data.volume === undefined) return [];
  const floor = { minBattles: data.floor.min_battles, minPlayed: BigInt(data.floor.min_played) };
  const problems: string[] = [];
  let total = 0n;
  for (const reward of data.rewards) {
    total += BigInt(reward.amount);
    if (!meetsFloor(floor, { games: reward.games ?? 0, played: BigInt(reward.played ?? 0) }))
      problems.push(`arena-day-${day}: ${reward.player_id} rewarded below the activity floor`);
    if (reward.table_amount !== undefined && BigInt(reward.amount) > BigInt(reward.table_amount))
      problems.push(`arena-day-${day}: ${reward.player_id} rewarded above the table`);
  }
  const cap = payoutCap(BigInt(data.volume), data.payout_cap_bp);
  if (total > cap) problems.push(`arena-day-${day}: rewards ${total} above the cap ${cap} of the volume`);
  return problems;
}

const REFERENCE = /^arena-(ranking|rebate)-(\d{4}-\d{2}-\d{2})$/;

export const arenaPayoutsCheck = defineAuditCheck(
  'arena daily payouts (ranking rewards and battle rebates) against their day decisions',
  async (tx, failures) => {
    const decided = new Map<string, bigint>();
    const paidDays = new Set<string>();
    await scanEvents(tx, ['ArenaDayDecided', 'ArenaDayPaid'], (event) => {
      const day = event.streamId.slice('arena-day-'.length);
      if (event.type === 'ArenaDayPaid') {
        paidDays.add(day);
        return;
      }
      const data = event.data as unknown as ArenaDayDecided['data'];
      for (const problem of guardProblems(day, data)) failures.add(problem);
      for (const reward of data.rewards) decided.set(`ranking|${day}|${reward.player_id}`, BigInt(reward.amount));
      for (const rebate of data.rebates) decided.set(`rebate|${day}|${rebate.player_id}`, BigInt(rebate.amount));
    });
    const credited = new Map<string, { amount: bigint; count: number }>();
    await scanEvents(
      tx,
      ['CoinsCredited'],
      (event) => {
        const movement = readCoinMovement(event.type, event.data);
        if (movement.changeType !== ChangeType.RANKING_REWARD && movement.changeType !== ChangeType.BATTLE_REBATE)
          return;
        const match = REFERENCE.exec(movement.reference);
        const kind = movement.changeType === ChangeType.RANKING_REWARD ? 'ranking' : 'rebate';
        if (!match || match[1] !== kind) {
          failures.add(
            `${event.streamId} v${event.streamVersion}: ${kind} credit with reference ${movement.reference}`,
          );
          return;
        }
        const key = `${kind}|${match[2]}|${playerIdOfStream(event.streamId)}`;
        const entry = credited.get(key) ?? { amount: 0n, count: 0 };
        credited.set(key, { amount: entry.amount + movement.amount, count: entry.count + 1 });
      },
      `e.data->>'reference' LIKE 'arena-%'`,
    );
    for (const [key, entry] of credited) {
      const expected = decided.get(key);
      if (expected === undefined) failures.add(`${key}: credited ${entry.amount} without a day decision`);
      else if (entry.count !== 1 || entry.amount !== expected)
        failures.add(`${key}: credited ${entry.count}× for ${entry.amount}, decided ${expected}`);
    }
    for (const [key, amount] of decided) {
      const day = key.split('|')[1];
      if (paidDays.has(day) && !credited.has(key))
        failures.add(`${key}: decided ${amount}, recorded paid, never credited`);
    }
    return [`${decided.size} decided payouts over ${paidDays.size} paid days, ${credited.size} credits`];
  },
);
