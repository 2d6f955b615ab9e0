// The hot-paths bench's arithmetic, pure: one path's timed window turned into box-open's breakdown
// (per op instead of per opening) plus its coin movements, and their rate against box opening's in
// the same run (issue 28: each path at least half of box opening's coin movements per second).
import { formatNumber, perOpen, type FigureLine } from './box-open-figures';
import type { WindowCost } from './postgres-cost';

/** Issue 28: each path's coin movements per second against box opening's. */
export const COIN_MOVEMENTS_VS_BOX_OPEN = 0.5;

export interface PathWindow {
  /** What one op is, e.g. "a battle: create + join to the end". */
  op: string;
  /** Ops answered 2xx in the window. */
  ops: number;
  /** Non-2xx answers in the window. */
  errors: number;
  /** The window's length. */
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  apiCpuSeconds: number;
  /** undefined: not measured. */
  postgres: WindowCost | undefined;
  /** Rows written to ledger_change_records in the window: one per coin credited or debited. */
  coinMovements: number;
  /** Why the window ended before its time (a stock ran out), if it did. */
  endedEarly?: string;
}

export interface CoinMovementRates {
  perOp: number;
  perSecond: number;
}

export function coinMovementRates(window: Pick<PathWindow, 'ops' | 'seconds' | 'coinMovements'>): CoinMovementRates {
  return {
    perOp: window.coinMovements / Math.max(1, window.ops),
    perSecond: window.seconds > 0 ? window.coinMovements / window.seconds : 0,
  };
}

export function opsPerSecond(window: Pick<PathWindow, 'ops' | 'seconds'>): number {
  return window.seconds > 0 ? window.ops / window.seconds : 0;
}

/** The path's coin movements per second over the baseline's; undefined when either moves no coins. */
export function coinMovementRatio(window: PathWindow, baseline: PathWindow): number | undefined {
  const path = coinMovementRates(window).perSecond;
  const base = coinMovementRates(baseline).perSecond;
  return path > 0 && base > 0 ? path / base : undefined;
}

/** Box-open's lines per op, the coin movements, and (baseline given) the comparison with it. */
export function pathFigureLines(window: PathWindow, baseline?: PathWindow): FigureLine[] {
  const perOp = (value: number) => value / Math.max(1, window.ops);
  const cost = window.postgres;
  const counters = cost ? perOpen(cost.counters, window.ops) : undefined;
  const unmeasured = cost ? undefined : 'not measured';
  const coins = coinMovementRates(window);
  const lines: FigureLine[] = [
    { measure: 'ops/s', value: opsPerSecond(window), unit: '', note: window.op },
    { measure: 'errors', value: window.errors, unit: '', target: { at: '<=', bound: 0 }, note: 'non-2xx answers' },
    { measure: 'p50', value: window.p50Ms, unit: 'ms' },
    { measure: 'p99', value: window.p99Ms, unit: 'ms' },
    { measure: 'API CPU per op', value: perOp(window.apiCpuSeconds * 1000), unit: 'ms' },
    {
      measure: 'PostgreSQL backends CPU per op',
      value: cost?.backendCpuSeconds === undefined ? undefined : perOp(cost.backendCpuSeconds * 1000),
      unit: 'ms',
      note: !cost
        ? unmeasured
        : cost.backendCpuSeconds === undefined
          ? "the backends' /proc entries are not readable from here"
          : `the ${cost.backends} backends of the bench database${cost.backendsExited ? `; ${cost.backendsExited} exited during the window, uncounted` : ''}`,
    },
    { measure: 'rows read per op (tup_returned)', value: counters?.tup_returned, unit: '', note: unmeasured },
    { measure: 'rows fetched per op (tup_fetched)', value: counters?.tup_fetched, unit: '', note: unmeasured },
    { measure: 'rows inserted per op', value: counters?.tup_inserted, unit: '', note: unmeasured },
    { measure: 'rows updated per op', value: counters?.tup_updated, unit: '', note: unmeasured },
    {
      measure: 'WAL bytes per op',
      value: cost ? perOp(cost.walBytes) : undefined,
      unit: 'B',
      note: cost ? walNote(cost.otherCommits) : unmeasured,
    },
    { measure: 'commits per op', value: counters?.xact_commit, unit: '', note: unmeasured },
    {
      measure: 'coin movements per op',
      value: coins.perOp,
      unit: '',
      note: 'ledger_change_records rows written in the window / ops',
    },
    { measure: 'coin movements/s', value: coins.perSecond, unit: '' },
  ];
  if (baseline) {
    const ratio = coinMovementRatio(window, baseline);
    lines.push(
      {
        measure: "coin movements/s / box-open's",
        value: ratio,
        unit: 'x',
        target: { at: '>=', bound: COIN_MOVEMENTS_VS_BOX_OPEN },
        note:
          ratio !== undefined
            ? undefined
            : coins.perSecond === 0
              ? 'this path moves no coins'
              : 'box opening moved no coins in its window',
      },
      {
        measure: "ops/s / box-open's",
        value: opsPerSecond(baseline) > 0 ? opsPerSecond(window) / opsPerSecond(baseline) : undefined,
        unit: 'x',
        note: opsPerSecond(baseline) > 0 ? undefined : 'box opening answered nothing in its window',
      },
    );
  }
  lines.push({
    measure: 'window',
    value: window.seconds,
    unit: 's',
    note: window.endedEarly ? `ended early: ${window.endedEarly}` : undefined,
  });
  return lines;
}

/** WAL is server-wide: how much other databases may have put in it. */
function walNote(otherCommits: number): string {
  // Their sum shrinks when one of them is dropped during the window.
  if (otherCommits < 0)
    return 'server-wide; another database on the server was dropped in the window: its share unknown';
  const share = otherCommits > 10 ? ': their WAL is in it' : '';
  return `server-wide; other databases on the server committed ${formatNumber(otherCommits)} transactions in the window${share}`;
}
