// Fuzzes every operation of the OpenAPI document the running app serves (/api/docs-json, read at run
// time: a new route is fuzzed without touching this file). Each operation gets wrong types, NUL
// characters, huge strings, deep nesting, unknown fields, malformed bodies, wrong content types, and
// NUL / huge / wrong path and query parameters, signed (contract section 5) and authenticated as a
// funded player (as an admin for /admin/api). Then every field of every body, query and path, one at
// a time (alone, and beside plausible values of the others), gets each of FIELD_VALUES: null, true,
// [], {}, "", 10,000 characters, -1, 0, 0.5, 1e308 and 99999999999999999999 (issue 27: {"days":
// null} was a 500). No answer may be a 5xx, and a refused (non-2xx) request may change nothing: the
// event log's length and every player's balance stay as they were.
import { signingHeaders } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import type { TestPlayer } from '../../identity/testing';
import { aFundedPlayer, startGamesTestApp, type GamesTestApp } from '../../games/testing';
import { aStaffMember } from '../../staff/testing';
import { DEV_SIGNING_SECRET } from '../config/app-config';
import { SQL_CLIENT } from '../database/tokens';
import {
  bodyProbes,
  documentedOperations,
  fieldProbes,
  parameterProbes,
  type OpenApiDocument,
  type Probe,
} from '../testing/openapi-fuzz';
import { settledProcesses } from '../testing/test-app';

let app: GamesTestApp;
let sql: SqlClient;
let document: OpenApiDocument;
let player: TestPlayer;
let staffToken: string;

beforeAll(async () => {
  app = await startGamesTestApp();
  sql = app.app.get<SqlClient>(SQL_CLIENT);
  document = (await (await fetch(`${app.baseUrl}/api/docs-json`)).json()) as OpenApiDocument;
  player = await aFundedPlayer(app, '500.00');
  staffToken = (await aStaffMember(app).withRole('admin').signIn(app.client)).token;
  // What the start and the setup set off lands before the first snapshot (two such events once
  // landed mid-run in CI and read as changes made by refused requests).
  await settledProcesses(app);
});
afterAll(() => app.close());

async function stateOf(): Promise<string> {
  // The log's last event (it is append-only: anything appended moves it), named by what it is (one
  // index look-up, not a count of the whole log), and every balance; one round trip per request.
  const state = await sql.query<{ state: string }>(
    `SELECT coalesce((SELECT global_position::text || ' (' || stream_id || ' ' || event_type || ')' FROM events
       ORDER BY global_position DESC LIMIT 1), 'no events')
       || '; balances ' || coalesce((SELECT string_agg(player_id || ':' || balance, ',' ORDER BY player_id)
       FROM ledger_balances), '') AS state`,
  );
  return state.rows[0].state;
}

async function send(method: string, probe: Probe): Promise<{ status: number; text: string }> {
  const token = probe.path.startsWith('/admin/api/') ? staffToken : player.token;
  const body = method === 'GET' || method === 'DELETE' ? undefined : probe.body;
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...signingHeaders(DEV_SIGNING_SECRET, {
      method,
      path: probe.path,
      body: typeof body === 'string' ? body : body ? new Uint8Array(body) : undefined,
    }),
  };
  const contentType = probe.contentType ?? 'application/json';
  if (body !== undefined && contentType !== '') headers['content-type'] = contentType;
  const response = await fetch(app.baseUrl + probe.path, { method, headers, body, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** The operations in slices, each its own test (and its own hang limit); in order, since later ones may end sessions. */
const SLICES = 6;
const exercised = new Set<string>();
const tally = { requests: 0, refused: 0, fieldRequests: 0, statuses: new Map<number, number>() };

describe.each(Array.from({ length: SLICES }, (_, index) => [index + 1]))(
  'fuzzed operations, slice %i of 6',
  (slice) => {
    it('answers every fuzzed request without a 5xx, and a refusal changes nothing', async () => {
      const operations = documentedOperations(document);
      expect(operations.length).toBeGreaterThan(100);
      const size = Math.ceil(operations.length / SLICES);
      const failures: string[] = [];
      let before = await stateOf();
      for (const { path, method, operation } of operations.slice((slice - 1) * size, slice * size)) {
        const withBody = method !== 'GET' && method !== 'DELETE';
        const pathProbes = parameterProbes(path, operation);
        const perField = fieldProbes(document, path, operation, withBody);
        tally.fieldRequests += perField.length;
        const probes = [
          ...pathProbes,
          ...(withBody ? bodyProbes(document, operation).map((probe) => ({ ...probe, path: pathProbes[0].path })) : []),
          ...perField,
        ];
        for (const probe of probes) {
          const { status, text } = await send(method, probe);
          tally.requests++;
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          exercised.add(`${method} ${path}`);
          const label = `${method} ${path} [${probe.variant}] ${probe.path.slice(0, 120)}`;
          if (status >= 500) failures.push(`${label} -> ${status} ${text.slice(0, 200)}`);
          const after = await stateOf();
          if (status >= 300) tally.refused++;
          if (status >= 300 && after !== before)
            failures.push(`${label} -> ${status} changed the state: ${before} -> ${after}`);
          before = after;
        }
      }
      expect(failures).toEqual([]);
    });
  },
);

it('fuzzed every documented operation', () => {
  const operations = documentedOperations(document);
  const playerFacing = [...exercised].filter((operation) => operation.split(' ')[1].startsWith('/api/')).length;
  console.log(
    `fuzz: ${tally.requests} requests (${tally.refused} refused; ${tally.fieldRequests} of them one field at a time) over ` +
      `${exercised.size} of ${operations.length} operations in /api/docs-json (${playerFacing} player-facing /api); ` +
      `statuses ${[...tally.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}:${n}`)
        .join(' ')}`,
  );
  expect([...exercised].sort()).toEqual(operations.map(({ method, path }) => `${method} ${path}`).sort());
});
