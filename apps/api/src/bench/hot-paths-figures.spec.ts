import { formatFigure } from './box-open-figures';
import { coinMovementRates, coinMovementRatio, pathFigureLines, type PathWindow } from './hot-paths-figures';
import type { WindowCost } from './postgres-cost';

function aWindow(overrides: Partial<PathWindow> = {}): PathWindow {
  return {
    op: 'one box opened',
    ops: 1000,
    errors: 0,
    seconds: 5,
    p50Ms: 10,
    p99Ms: 40,
    apiCpuSeconds: 2,
    postgres: undefined,
    coinMovements: 1000,
    ...overrides,
  };
}

const cost: WindowCost = {
  counters: { xact_commit: 1100, tup_returned: 20_000, tup_fetched: 15_000, tup_inserted: 6000, tup_updated: 2000 },
  otherCommits: 3,
  walBytes: 4_096_000,
  backendCpuSeconds: 0.5,
  backends: 16,
  backendsExited: 0,
};

const lineOf = (lines: ReturnType<typeof pathFigureLines>, measure: string) =>
  formatFigure(lines.find((line) => line.measure === measure)!);

describe('hot-paths figures', () => {
  it('counts coin movements per op and per second of the window', () => {
    expect(coinMovementRates({ ops: 200, seconds: 4, coinMovements: 400 })).toEqual({ perOp: 2, perSecond: 100 });
    expect(coinMovementRates({ ops: 0, seconds: 0, coinMovements: 0 })).toEqual({ perOp: 0, perSecond: 0 });
  });

  it("compares coin movements per second with box opening's, and not when either moves none", () => {
    const baseline = aWindow({ coinMovements: 1000 }); // 200 per second
    expect(coinMovementRatio(aWindow({ ops: 50, coinMovements: 100 }), baseline)).toBe(0.1);
    // Battles: fewer ops, two movements each.
    expect(coinMovementRatio(aWindow({ ops: 300, coinMovements: 600 }), baseline)).toBe(0.6);
    expect(coinMovementRatio(aWindow({ coinMovements: 0 }), baseline)).toBeUndefined();
    expect(coinMovementRatio(aWindow(), aWindow({ coinMovements: 0 }))).toBeUndefined();
  });

  it("prints box-open's breakdown per op", () => {
    const lines = pathFigureLines(aWindow({ postgres: cost }));
    expect(lines.map(formatFigure)).toEqual([
      'ops/s: 200 (one box opened)',
      'errors: 0 (target <= 0: met; non-2xx answers)',
      'p50: 10 ms',
      'p99: 40 ms',
      'API CPU per op: 2 ms',
      'PostgreSQL backends CPU per op: 0.500 ms (the 16 backends of the bench database)',
      'rows read per op (tup_returned): 20',
      'rows fetched per op (tup_fetched): 15',
      'rows inserted per op: 6',
      'rows updated per op: 2',
      'WAL bytes per op: 4,096 B (server-wide; other databases on the server committed 3 transactions in the window)',
      'commits per op: 1.10',
      'coin movements per op: 1 (ledger_change_records rows written in the window / ops)',
      'coin movements/s: 200',
      'window: 5 s',
    ]);
  });

  it('adds the ratios against the baseline, n/a for a path that moves no coins', () => {
    const baseline = aWindow();
    const battle = pathFigureLines(aWindow({ ops: 100, coinMovements: 200 }), baseline);
    expect(lineOf(battle, "coin movements/s / box-open's")).toBe(
      "coin movements/s / box-open's: 0.200 x (target >= 0.500: NOT met)",
    );
    expect(lineOf(battle, "ops/s / box-open's")).toBe("ops/s / box-open's: 0.100 x");
    const contract = pathFigureLines(aWindow({ coinMovements: 0 }), baseline);
    expect(lineOf(contract, "coin movements/s / box-open's")).toBe(
      "coin movements/s / box-open's: n/a (this path moves no coins)",
    );
  });

  it('says when the window ended early, and when a dropped database hides the WAL share', () => {
    const lines = pathFigureLines(
      aWindow({ seconds: 3.5, endedEarly: 'a stock ran out', postgres: { ...cost, otherCommits: -500 } }),
    );
    expect(lineOf(lines, 'window')).toBe('window: 3.50 s (ended early: a stock ran out)');
    expect(lineOf(lines, 'WAL bytes per op')).toContain('another database on the server was dropped');
  });

  it('marks the PostgreSQL lines not measured without a cost', () => {
    expect(lineOf(pathFigureLines(aWindow()), 'commits per op')).toBe('commits per op: n/a (not measured)');
  });
});
