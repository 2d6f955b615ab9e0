// Test helpers of responsible gaming, for specs of any context (never imported by production code):
// a player's deposit limits read and set over HTTP, and the orders the log holds for them.
import type { DepositLimitsView } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import type { TestPlayer } from '../../identity/testing';
import type { ApiClient } from '../../platform/testing/api-client';

export const limitsOf = async (client: ApiClient, player: TestPlayer) =>
  (await client.get<DepositLimitsView>('/api/limits', { token: player.token })).body.data;

export const setLimits = (client: ApiClient, player: TestPlayer, body: object) =>
  client.post<DepositLimitsView>('/api/limits', body, { token: player.token });

/** The orders placed by a player (OrderPlaced events in the log). */
export const ordersOf = async (sql: SqlClient, player: TestPlayer) =>
  Number(
    (
      await sql.query<{ count: string }>(
        `SELECT count(*)::text AS count FROM events WHERE event_type = 'OrderPlaced' AND data->>'player_id' = $1`,
        [player.id],
      )
    ).rows[0].count,
  );
