// Helpers for identity's own e2e tests: send codes through the API, read the sandbox, look at the
// tables to prove that a refused request changed nothing.
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { ApiClient } from '../../platform/testing/api-client';
import { fileSuite, startTestApp, suiteOf, type TestApp, type TestSuite } from '../../platform/testing/test-app';
import { sandboxSmsCode } from './test-player';

export function sqlOf(app: TestApp): SqlClient {
  return app.app.get<SqlClient>(SQL_CLIENT);
}

export async function countPlayers(app: TestApp, mobile?: string): Promise<number> {
  const { rows } = await sqlOf(app).query<{ n: string | number }>(
    mobile === undefined
      ? `SELECT count(*) AS n FROM identity_players`
      : `SELECT count(*) AS n FROM identity_players WHERE mobile = $1`,
    mobile === undefined ? [] : [mobile],
  );
  return Number(rows[0].n);
}

export async function countSteamAccounts(app: TestApp): Promise<number> {
  const { rows } = await sqlOf(app).query<{ n: string | number }>(`SELECT count(*) AS n FROM identity_steam_accounts`);
  return Number(rows[0].n);
}

export async function playerRow(app: TestApp, mobile: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sqlOf(app).query(`SELECT * FROM identity_players WHERE mobile = $1`, [mobile]);
  return rows[0];
}

/** Sends a code through the API and returns it from the sandbox. */
export async function sendCode(client: ApiClient, mobile: string, isUse: 1 | 2 | 3): Promise<string> {
  const sent = await client.post('/api/send_sms', { mobile, area_code: '86', is_use: isUse });
  if (sent.status !== 200) throw new Error(`send_sms: ${JSON.stringify(sent.body)}`);
  return sandboxSmsCode(client, mobile);
}

export async function sandboxStatus(client: ApiClient, mobile: string): Promise<number> {
  return (await fetch(`${client.baseUrl}/sandbox/sms?mobile=${mobile}&area_code=86`)).status;
}

export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The answer of a sign-in (login, register, refresh, Steam) to expect: a token pair for the access token's lifetime. */
export function issuedTokenPair(app: TestApp) {
  return { token: expect.any(String), refresh_token: expect.any(String), expires_in: app.config.accessTokenTtl };
}

/** The test app (cheap argon2id, as every test app) with cheap sign-in challenges (14 bits). */
export function startIdentityTestApp(): Promise<TestApp> {
  return startTestApp({ signInChallengeBits: 14 });
}

/** The spec file's identity test app, up for its tests: `const suite = identitySuite();` (suite.client, suite.sql). */
export function identitySuite(): TestSuite {
  return fileSuite(async () => suiteOf(await startIdentityTestApp()));
}
