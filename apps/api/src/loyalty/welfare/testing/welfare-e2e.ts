// Helpers for e2e tests of the welfare (sign-in, packets): the spec file's games app with the
// registration packet on and its welfare clock, Shanghai days and months, the rules as the console
// sends them back, and a player's sign-in, state and recorded facts.
import {
  parseAmount,
  type SignInResponse,
  type SignInStateResponse,
  type WelfareRulesResponse,
} from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { startGamesTestApp, type GamesTestApp } from '../../../games/testing';
import type { TestPlayer } from '../../../identity/testing';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { fileSuite, type TestSuite } from '../../../platform/testing/test-app';
import { dayIn, startOfDay } from '../domain/calendar';
import { WelfareClock } from '../welfare-clock';

export interface WelfareSuite extends TestSuite<GamesTestApp> {
  clock: WelfareClock;
}

/** The spec file's games app with the registration packet on, up for its tests: `const suite = welfareSuite();`. */
export function welfareSuite(): WelfareSuite {
  return fileSuite(async () => {
    const app = await startGamesTestApp({ registrationPacket: true });
    return { app, client: app.client, sql: app.app.get<SqlClient>(SQL_CLIENT), clock: app.app.get(WelfareClock) };
  });
}

export const hundredths = (amount: string) => parseAmount(amount)!;
/** Noon (Shanghai) of a day, and a day n days after another. */
export const noonOf = (day: string) => new Date(startOfDay(day, 'Asia/Shanghai').getTime() + 12 * 3600_000);
export const plusDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};
export const thisMonth = () => dayIn(new Date(), 'Asia/Shanghai').slice(0, 7);
export const previousMonth = () => {
  const [y, m] = thisMonth().split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

/** The rules as a PUT body (what the console sends back): without the id and the computed figures. */
export function editable(rules: WelfareRulesResponse) {
  const {
    id: _id,
    award_expected_value: _award,
    month_packet_expected_value: _packet,
    registration_expected_value: _registration,
    cheapest_box_price: _cheapest,
    registration_within_cheapest_box: _within,
    ...body
  } = rules;
  return { body };
}

/** A player's sign-ins, state and facts in the suite's app (read when called, from the first test on). */
export function welfarePlay(suite: WelfareSuite) {
  async function signIn(player: TestPlayer, day: string) {
    suite.clock.setNow(noonOf(day));
    return suite.client.post<SignInResponse>('/api/sign_in', {}, { token: player.token });
  }

  async function stateOf(player: TestPlayer) {
    return (await suite.client.get<SignInStateResponse>('/api/sign_in', { token: player.token })).body.data;
  }

  async function facts<T>(player: TestPlayer, type: string): Promise<{ event_id: string; data: T }[]> {
    const { rows } = await suite.sql.query<{ event_id: string; data: T }>(
      `SELECT event_id::text AS event_id, data FROM events WHERE stream_id = $1 AND event_type = $2 ORDER BY stream_version`,
      [`player-${player.id}`, type],
    );
    return rows;
  }

  return { signIn, stateOf, facts };
}
