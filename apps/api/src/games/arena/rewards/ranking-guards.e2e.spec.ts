// The daily ranking's guards over real HTTP and real battles (issue 31: 188.00 paid for one battle
// of 2.57): a player with a single small battle is neither ranked nor paid, however much it won; a
// player at the activity floor is ranked and paid, and the day's rewards together stay within the
// cap of the day's battle volume (scaled down, rounding down). The audit agrees with the payouts.
import { ChangeType, formatAmount, type BattleRankingResponse, type BattleResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { runAudit } from '../../../audit';
import type { TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { aFundedPlayer } from '../../testing';
import { arenaSuite, cents } from '../testing/arena-e2e';
import { utcDay } from './arena-day';
import { ArenaPayoutsProcess, GRACE_MS } from './arena-payouts.process';
import { cappedRewards, DEFAULT_RANKING_REWARDS, DEFAULT_RANKING_SETTINGS, payoutCap } from './arena-rules';

const suite = arenaSuite();

async function robotBattle(player: TestPlayer, boxes: number): Promise<BattleResponse> {
  const boxId = suite.boxes[0].id;
  const created = await suite.client.post<BattleResponse>(
    '/api/arena/create',
    { boxes: Array(boxes).fill(boxId), seats: 2, mode: 'classic', robots: true },
    { token: player.token },
  );
  const ended = await suite.client.post<BattleResponse>(
    '/api/arena/robots',
    { id: created.body.data.id },
    { token: player.token },
  );
  expect(ended.body.data.status).toBe(2);
  return ended.body.data;
}

async function rewardsOf(player: TestPlayer): Promise<string[]> {
  const records = await suite.client.get<{ data: { change_type: number; bean: string }[] }>(
    '/api/bean/change_records?per_page=100',
    { token: player.token },
  );
  return records.body.data.data
    .filter((record) => record.change_type === ChangeType.RANKING_REWARD)
    .map((record) => record.bean);
}

const tomorrow = () => new Date(Date.parse(`${utcDay(new Date())}T00:00:00Z`) + 86_400_000 + GRACE_MS + 60_000);

describe('the daily ranking: activity floor and payout cap (e2e)', () => {
  it('pays no one for a single small battle and pays a regular player within 5 % of the volume', async () => {
    const price = cents(suite.boxes[0].price);
    let volume = 0n;
    // A player whose one and only battle (one box of the cheapest) took something home.
    let once: { player: TestPlayer; won: bigint } | null = null;
    for (let attempt = 0; attempt < 20 && !once; attempt++) {
      const player = await aFundedPlayer(suite.app, '20.00');
      const battle = await robotBattle(player, 1);
      volume += cents(battle.price);
      if (cents(battle.seats[0].won) > 0n) once = { player, won: cents(battle.seats[0].won) };
    }
    expect(once).not.toBeNull();
    expect(price).toBeLessThan(DEFAULT_RANKING_SETTINGS.minPlayed);

    // A regular: battles of as many boxes as reach 50.00 in three, until one of them took something home.
    const boxes = Math.min(6, Number(DEFAULT_RANKING_SETTINGS.minPlayed / (3n * price)) + 1);
    const regular = await aFundedPlayer(suite.app, '2000.00');
    const day = { games: 0, played: 0n, won: 0n };
    while (day.games < 3 || day.played < DEFAULT_RANKING_SETTINGS.minPlayed || day.won === 0n) {
      const battle = await robotBattle(regular, boxes);
      day.games++;
      day.played += cents(battle.price);
      day.won += cents(battle.seats[0].won);
      volume += cents(battle.price);
      expect(day.games).toBeLessThan(60);
    }

    const [expected] = cappedRewards([DEFAULT_RANKING_REWARDS[0].amount], payoutCap(volume, 500));
    expect(expected).toBeLessThan(DEFAULT_RANKING_REWARDS[0].amount);
    const ranking = (await suite.client.get<BattleRankingResponse>('/api/arena/ranking?type=1')).body.data;
    expect(ranking.list.map((row) => [row.player_id, row.rank, row.reward])).toEqual([
      [regular.id, 1, formatAmount(expected)],
    ]);

    await suite.app.app.get(ArenaPayoutsProcess).catchUp(tomorrow());
    expect(await rewardsOf(once!.player)).toEqual([]);
    expect(await rewardsOf(regular)).toEqual([formatAmount(expected)]);
    const report = await runAudit(suite.app.app.get<SqlClient>(SQL_CLIENT));
    expect(report.checks.filter((check) => check.failureCount > 0)).toEqual([]);
  });
});
