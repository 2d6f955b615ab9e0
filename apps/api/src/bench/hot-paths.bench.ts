// The other hot paths beside box opening, through the HTTP API as players make them (issue 28, item
// 3): the built server (one process, ROLE=all) on a fresh PostgreSQL database with the demo
// catalogue, 32 registered players topped up through the sandbox gateway, each on its own keep-alive
// connection, signed requests. One timed window of BENCH_SECONDS per path, one after the other
// (BENCH_HOT_PATHS=battle,sign-in runs those only, after box-open):
//   box-open   one box at a time (the baseline, as box-open.bench.ts's pg1);
//   battle     16 pairs: one creates a 2-seat classic battle of one box, the other joins and so ends it;
//   upgrade    one item from the player's backpack staked at a fixed rate, coins paying the rest;
//   contract   the fewest items a contract takes, from the backpack (the item won goes back to the stock);
//   roll-join  joins of house ROLL rooms that staff created before the window, each player every room;
//   sign-in    the welfare centre's daily sign-in, each by a player registered before the window.
// What a window needs (backpack items, rooms, players, coins) is made before it, sized from the
// rates measured so far in this run; should a stock run out anyway, the window ends there and says so.
// Printed per path: box-open's breakdown per op (postgres-cost.ts; without box opening's own targets,
// which box-open.bench.ts checks), the coin movements per op and per second (ledger_change_records
// rows written in the window), and their rate against box opening's (target >= 0.5).
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client as PgClient } from 'pg';
import type { Bench, BenchResult } from './bench';
import { formatFigure } from './box-open-figures';
import {
  COIN_MOVEMENTS_VS_BOX_OPEN,
  coinMovementRatio,
  opsPerSecond,
  pathFigureLines,
  type PathWindow,
} from './hot-paths-figures';
import {
  amount,
  BOX_OPEN,
  CannotRun,
  HOT_PATHS,
  MIN_STOCK_RATE,
  PLAYERS,
  SERVER_ENV,
  STOCK_MARGIN,
  type Load,
  type Run,
} from './hot-paths.paths';
import { cheapestBox, Client, register, serverCpuSeconds, startServer, stopServer } from './http-load';
import { PostgresCostMonitor } from './postgres-cost';
import { measureTimedWindow, replyFigures, warmUpSeconds, WindowCutShort } from './timed-window';
import { freePort } from '../platform/testing/free-port';

export const hotPathsBench: Bench = {
  name: 'hot-paths',
  async run(context) {
    const database = await context.createDatabase('ll_bench_hot');
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'll-bench-hot-'));
    const monitor = await PostgresCostMonitor.open(context.databaseUrl, database.name);
    // Counts each window's coin movements once the window is over.
    const benchDatabase = new PgClient({ connectionString: database.url, application_name: 'lootledger-bench-count' });
    let server: ChildProcess | undefined;
    const clients: Client[] = [];
    try {
      const port = await freePort();
      server = await startServer({ databaseUrl: database.url, dataDir: scratch, port, env: SERVER_ENV });
      await benchDatabase.connect();
      for (let index = 0; index < PLAYERS; index++) clients.push(new Client(port));
      const players = await Promise.all(
        clients.map(async (client, index) => ({ ...(await register(client, index)), client, stock: [] })),
      );
      const cheapest = await cheapestBox(clients[0]);
      const run: Run = {
        context,
        port,
        players,
        box: { id: cheapest.id, price: amount(cheapest.price) },
        stockOps: 0,
        registered: PLAYERS,
      };
      const windowsOf = (seconds: number) => seconds + warmUpSeconds(seconds);

      const outcomes: { name: string; window?: PathWindow; cannotRun?: string }[] = [];
      let baseline: PathWindow | undefined;
      // BENCH_HOT_PATHS=battle,upgrade picks some (box-open, the baseline of every ratio, always runs).
      const picked = process.env.BENCH_HOT_PATHS?.split(',');
      for (const hotPath of HOT_PATHS.filter(
        (candidate) => candidate === BOX_OPEN || !picked || picked.includes(candidate.name),
      )) {
        const fastest = Math.max(MIN_STOCK_RATE, ...outcomes.map(({ window }) => (window ? opsPerSecond(window) : 0)));
        run.stockOps = Math.ceil(fastest * STOCK_MARGIN * windowsOf(context.seconds));
        try {
          const load = await hotPath.prepare(run);
          const window = await measureWindow(run, load, monitor, benchDatabase);
          outcomes.push({ name: hotPath.name, window });
          if (hotPath === BOX_OPEN) baseline = window;
        } catch (error) {
          outcomes.push({
            name: hotPath.name,
            cannotRun: error instanceof CannotRun || error instanceof WindowCutShort ? error.message : String(error),
          });
        }
      }

      const results: BenchResult[] = [];
      context.log('');
      context.log(
        `hot-paths, ${context.seconds} s windows, ${PLAYERS} players, ${os.cpus().length} cores, one API process`,
      );
      for (const { name, window, cannotRun } of outcomes) {
        if (!window) {
          context.log(`-- ${name}: could not run: ${cannotRun}`);
          continue;
        }
        const versus = window === baseline ? undefined : baseline;
        context.log(`-- ${name}${versus ? '' : ' (the baseline)'}`);
        for (const line of pathFigureLines(window, versus)) context.log(`   ${formatFigure(line)}`);
        results.push({
          name: `${name}: ops/s`,
          value: opsPerSecond(window),
          unit: 'ops/s',
          note: `${window.errors} errors`,
        });
        const ratio = versus ? coinMovementRatio(window, versus) : undefined;
        if (ratio !== undefined) {
          results.push({
            name: `${name}: coin movements/s / box-open's`,
            value: ratio,
            unit: 'x',
            note: `target >= ${COIN_MOVEMENTS_VS_BOX_OPEN}`,
          });
        } else if (versus) {
          results.push({
            name: `${name}: ops/s / box-open's`,
            value: opsPerSecond(versus) > 0 ? opsPerSecond(window) / opsPerSecond(versus) : 0,
            unit: 'x',
            note: 'moves no coins: no coin-movement ratio',
          });
        }
      }
      return results;
    } finally {
      for (const client of clients) client.close();
      await monitor.close();
      await benchDatabase.end().catch(() => undefined);
      if (server) await stopServer(server);
      await rm(scratch, { recursive: true, force: true });
      await database.drop();
    }
  },
};

/**
 * One path's window (timed-window.ts). The coin movements are counted afterwards from the rows the
 * window wrote, so that count is no load inside it.
 */
async function measureWindow(
  run: Run,
  load: Load,
  monitor: PostgresCostMonitor,
  benchDatabase: PgClient,
): Promise<PathWindow> {
  const { start, end, inWindow, endedEarly } = await measureTimedWindow(
    load.loops,
    (loop) => load.step(loop),
    run.context.seconds,
    async () => {
      const at = performance.now();
      const wallClock = new Date();
      const [postgres, apiCpu] = await Promise.all([monitor.snapshot(), serverCpuSeconds(run.port)]);
      return { at, wallClock, postgres, apiCpu };
    },
  );
  const { ops, errors, p50, p99 } = replyFigures(inWindow);
  const movements = await benchDatabase.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_change_records WHERE created_at >= $1 AND created_at < $2',
    [start.wallClock, end.wallClock],
  );
  return {
    op: load.op,
    ops,
    errors,
    seconds: (end.at - start.at) / 1000,
    p50Ms: p50,
    p99Ms: p99,
    apiCpuSeconds: end.apiCpu - start.apiCpu,
    postgres: await monitor.cost(start.postgres, end.postgres),
    coinMovements: movements.rows[0].n,
    endedEarly: endedEarly ? 'a stock ran out' : undefined,
  };
}
