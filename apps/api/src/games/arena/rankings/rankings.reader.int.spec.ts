// The lucky and unlucky lists at their boundaries (spec section 9: over 30 games, and a net gain or
// loss above 20.00): battle results seeded through the read model's own projection (BattleEnded
// events as the battle stream records them), read back through the reader.
import type { RecordedEvent } from '@lootledger/event-store';
import { randomUUID } from 'node:crypto';
import { openTestSql, type TestSql } from '../../../platform/testing/test-database';
import { BATTLE_RESULTS_READ_MODEL } from '../arena.feature';
import { BattleResultsProjection } from '../battles/battle-results.projection';
import { battleStreamId } from '../domain/battle';
import type { BattleEnded } from '../domain/battle.events';
import { winRate } from './rankings.controller';
import { LUCK_MIN_GAMES, LUCK_MIN_NET, RankingsReader } from './rankings.reader';

const STAKE = 1_000n;
let position = 1n;

/** One ended battle per game: the player staked 10.00 and took home 10.00 + gain (gain only in game 0). */
function games(playerId: string, count: number, net: bigint, wins: number): RecordedEvent[] {
  return Array.from({ length: count }, (_, game) => {
    const data: BattleEnded['data'] = {
      server_seed: 'seed',
      robots_won: '0',
      results: [
        {
          seat: 0,
          player_id: playerId,
          stake: STAKE.toString(),
          won: (STAKE + (game === 0 ? net : 0n)).toString(),
          winner: game < wins,
        },
      ],
    };
    const at = position++;
    return {
      globalPosition: at,
      transactionId: at,
      streamId: battleStreamId(randomUUID()),
      streamVersion: 6,
      eventId: randomUUID(),
      type: 'BattleEnded',
      data: data as unknown as Record<string, unknown>,
      metadata: { schema: 1 },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(at))),
    };
  });
}

describe('lucky and unlucky lists (int, at the boundaries)', () => {
  let db: TestSql;
  beforeAll(async () => {
    db = await openTestSql('ll_luck', BATTLE_RESULTS_READ_MODEL.migrations);
  });
  afterAll(() => db.close());

  it('lists only past 30 games and beyond ±20.00 net; lucky by win rate, unlucky by loss', async () => {
    expect([LUCK_MIN_GAMES, LUCK_MIN_NET]).toEqual([30, 2_000n]);
    const players = {
      lucky30Games: games('lucky-30-games', 30, 2_001n, 1),
      luckyNetExactly: games('lucky-net-20.00', 31, 2_000n, 1),
      lucky: games('lucky', 31, 2_001n, 1),
      luckier: games('luckier', 31, 5_000n, 2),
      unlucky30Games: games('unlucky-30-games', 30, -2_001n, 0),
      unluckyNetExactly: games('unlucky-net-20.00', 31, -2_000n, 0),
      unlucky: games('unlucky', 31, -2_001n, 0),
      unluckier: games('unluckier', 40, -9_000n, 0),
    };
    const projection = new BattleResultsProjection();
    await db.sql.transaction((tx) => projection.apply(tx, Object.values(players).flat()));

    const { lucky, unlucky } = await new RankingsReader(db.sql).luck();
    expect(lucky).toEqual([
      { playerId: 'luckier', games: 31, wins: 2, net: 5_000n },
      { playerId: 'lucky', games: 31, wins: 1, net: 2_001n },
    ]);
    expect(unlucky).toEqual([
      { playerId: 'unluckier', games: 40, wins: 0, net: -9_000n },
      { playerId: 'unlucky', games: 31, wins: 0, net: -2_001n },
    ]);
    // As GET /api/arena/winRanking shows them.
    expect([winRate(2, 31), winRate(1, 31), winRate(0, 40)]).toEqual(['6.45', '3.22', '0.00']);
  });
});
