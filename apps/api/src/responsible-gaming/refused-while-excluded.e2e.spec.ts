// Walks the OpenAPI document the running app serves (/api/docs-json): every player call that moves
// coins or takes part in a game carries `x-refused-while-excluded` and answers a self-excluded player
// 403 SELF_EXCLUDED (zh and en) before anything else, whatever the body. Every other call that
// changes something must be named below as allowed while excluded, with the reason: a new coin-moving
// route nobody marked fails here.
import type { SqlClient } from '@lootledger/event-store';
import { aFundedPlayer, settledArenaDays, startGamesTestApp, type GamesTestApp } from '../games/testing';
import type { TestPlayer } from '../identity/testing';
import { SQL_CLIENT } from '../platform/database/database.module';
import { ERROR_MESSAGES } from '../platform/i18n/messages';

interface Operation {
  'x-refused-while-excluded'?: boolean;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Calls that change something and stay open while excluded, and why. */
const ALLOWED_WHILE_EXCLUDED: Record<string, string> = {
  'POST /api/register': 'not signed in',
  'POST /api/login': 'signing in shows the end date',
  'POST /api/steam/handle': 'signing in with Steam shows the end date',
  'POST /api/steam/bind': 'binds a sign-in method, moves no coins',
  'POST /api/bind_mobile': 'binds a phone, moves no coins',
  'POST /api/steam/bind_mobile': 'binds a phone, moves no coins',
  'POST /api/user/bind-mobile': 'binds a phone, moves no coins (the spec path of /api/bind_mobile)',
  'POST /api/logout': 'ends the session',
  'POST /api/auth/refresh': 'keeps the session',
  'POST /api/send_sms': 'sign-in codes',
  'POST /api/reset_password': 'account recovery',
  'POST /api/set_name': 'profile',
  'POST /api/set_avatar': 'profile',
  'POST /api/image/base64': 'profile',
  'POST /api/set_steam_url': 'needed to withdraw items',
  'POST /api/setLanguage': 'profile',
  'POST /api/set_inviter': 'profile, moves no coins',
  'POST /api/set_invite_code': 'profile, moves no coins',
  'POST /api/cash': 'recycling owned items stays possible',
  'POST /api/extract': 'extraction of owned items stays possible',
  'POST /api/arena/cancel': 'gives stakes back (a battle waiting when the exclusion began)',
  'POST /api/arena/leave': 'gives a stake back (a seat taken before the exclusion began)',
  'POST /api/arena/join-channel': 'watching, no coins',
  'POST /api/fairness/rotate': 'reveals a server seed to verify past draws',
  'POST /api/payments/notify/sandbox': 'the gateway crediting an order paid before the exclusion',
  'POST /api/ocpc/uploadConvertData': 'ad conversion reports, no coins',
  'POST /api/limits': 'lowering a limit must always be possible',
  'POST /api/self_exclusion': 'extending an exclusion must always be possible',
  'POST /api/session_reminder': 'reminders',
};

const MUST_BE_REFUSED = [
  'POST /api/recharge',
  'POST /api/card-recharge',
  'POST /api/box/open',
  'POST /api/arena/create',
  'POST /api/arena/join',
  'POST /api/upgrade',
  'POST /api/contract',
  'POST /api/roll/join',
  'POST /api/shop/buy',
];

let app: GamesTestApp;
let sql: SqlClient;
let document: Document;
let player: TestPlayer;

beforeAll(async () => {
  app = await startGamesTestApp();
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  document = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as Document;
  player = await aFundedPlayer(app, '500.00');
  const excluded = await app.client.post('/api/self_exclusion', { days: 180 }, { token: player.token });
  expect(excluded.status).toBe(200);
  // The log's length is compared below: the start-up settlement of past arena days must be done.
  await settledArenaDays(app);
});
afterAll(() => app.close());

function operations(): { name: string; path: string; method: string; refused: boolean }[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method) && path.startsWith('/api/'))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method: method.toUpperCase(),
        refused: operation['x-refused-while-excluded'] === true,
      })),
  );
}

const logLength = async () => (await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM events')).rows[0].n;

it('marks every coin-moving call, and names every other changing call as allowed', () => {
  const all = operations();
  const marked = all.filter((operation) => operation.refused).map((operation) => operation.name);
  expect(marked).toEqual(expect.arrayContaining(MUST_BE_REFUSED));
  const unclassified = all
    .filter((operation) => !operation.refused && !(operation.name in ALLOWED_WHILE_EXCLUDED))
    .map((operation) => operation.name);
  expect(unclassified).toEqual([]);
  expect(marked.filter((name) => name in ALLOWED_WHILE_EXCLUDED)).toEqual([]);
});

it.each(['en', 'zh'] as const)(
  'answers 403 SELF_EXCLUDED (%s) from every marked call and changes nothing',
  async (lang) => {
    const before = await logLength();
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const operation of operations().filter((candidate) => candidate.refused)) {
      const path = operation.path.replace(/\{[^}]+\}/g, 'x');
      const result = await app.client.request(operation.method, path, '{}', { token: player.token, lang });
      answers[operation.name] = [result.status, result.body.error, result.body.message];
      expected[operation.name] = [403, 'SELF_EXCLUDED', ERROR_MESSAGES.SELF_EXCLUDED[lang]];
    }
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(MUST_BE_REFUSED.length);
    expect(answers).toEqual(expected);
    expect(await logLength()).toBe(before);
  },
);
