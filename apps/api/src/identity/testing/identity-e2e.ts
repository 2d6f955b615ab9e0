// Helpers for identity's own e2e tests: send codes through the API, read the sandbox, look at the
// tables to prove that a refused request changed nothing, move the rate limiter's clock.
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import type { ApiClient, ApiResult } from '../../platform/testing/api-client';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
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

/** Moves the rate limiter's clock forward (e.g. past the 60 s between two SMS codes). */
export function advanceRateLimitClock(app: TestApp, seconds: number): void {
  const limiter = app.app.get(RateLimiter);
  const previous = limiter.now;
  limiter.now = () => new Date(previous().getTime() + seconds * 1000);
}

export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export function expectRefusal(result: ApiResult, status: number, error: string): void {
  expect({ status: result.status, code: result.body.code, error: result.body.error }).toEqual({
    status,
    code: status,
    error,
  });
}

/** The test app (cheap argon2id, as every test app) with cheap sign-in challenges (14 bits). */
export function startIdentityTestApp(): Promise<TestApp> {
  return startTestApp({ signInChallengeBits: 14 });
}
