// The timed window every HTTP bench measures in (box-open.bench.ts, hot-paths.bench.ts): concurrent
// loops each repeating one op, a warm-up (caches, JIT, prepared statements), then the window between
// two snapshots taken while the loops keep going, so that pg_stat's flush lag is the same at both
// ends (postgres-cost.ts), then the loops stop. A loop that throws or runs out of what its op needs
// ends the window early; the first error is thrown once the loops have stopped.
import { percentile } from './http-load';

/** What one op came to: done, refused or failed, or nothing left to do it with. */
export type Outcome = 'ok' | 'error' | 'exhausted';

/** A reply as the window saw it: when it came (performance.now()), after how long, and whether it was ok. */
export interface TimedReply {
  at: number;
  ms: number;
  ok: boolean;
}

/** The loops ran out in the warm-up: there is no window to measure. */
export class WindowCutShort extends Error {}

export interface TimedWindow<Snapshot> {
  start: Snapshot;
  end: Snapshot;
  /** The replies that came inside the window. */
  inWindow: TimedReply[];
  /** A loop ran out before the window's end (the window is shorter than asked). */
  endedEarly: boolean;
}

/** The warm-up before a window of `seconds`: up to 3 s. */
export function warmUpSeconds(seconds: number): number {
  return Math.min(3, seconds / 2);
}

/**
 * Runs `loops` loops of `step` through a warm-up and a window of `seconds`; `snapshot` is taken at
 * both ends of the window (its `at`: performance.now() when taken).
 */
export async function measureTimedWindow<Snapshot extends { at: number }>(
  loops: number,
  step: (loop: number) => Promise<Outcome>,
  seconds: number,
  snapshot: () => Promise<Snapshot>,
): Promise<TimedWindow<Snapshot>> {
  const replies: TimedReply[] = [];
  let stopped = false;
  let loadError: unknown;
  let ranOut!: () => void;
  const stockOut = new Promise<void>((resolve) => (ranOut = resolve));
  const running = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      while (!stopped) {
        const sent = performance.now();
        let outcome: Outcome;
        try {
          outcome = await step(loop);
        } catch (error) {
          loadError ??= error;
          ranOut();
          return;
        }
        if (outcome === 'exhausted') {
          ranOut();
          return;
        }
        const at = performance.now();
        replies.push({ at, ms: at - sent, ok: outcome === 'ok' });
      }
    }),
  );
  let start: Snapshot;
  let end: Snapshot;
  let endedEarly: boolean;
  try {
    if (await sooner(stockOut, warmUpSeconds(seconds) * 1000)) {
      if (loadError) throw loadError;
      throw new WindowCutShort('its stock ran out in the warm-up');
    }
    start = await snapshot();
    endedEarly = await sooner(stockOut, seconds * 1000 - (performance.now() - start.at));
    end = await snapshot();
  } finally {
    stopped = true;
    await running;
  }
  if (loadError) throw loadError;
  return { start, end, inWindow: replies.filter((reply) => reply.at >= start.at && reply.at <= end.at), endedEarly };
}

/** The ops done, the errors, and the latencies' p50 and p99 (0 without a reply) of a window's replies. */
export function replyFigures(inWindow: readonly TimedReply[]): {
  ops: number;
  errors: number;
  p50: number;
  p99: number;
} {
  const ops = inWindow.filter((reply) => reply.ok).length;
  const sorted = inWindow.map((reply) => reply.ms).sort((a, b) => a - b);
  return {
    ops,
    errors: inWindow.length - ops,
    p50: sorted.length > 0 ? percentile(sorted, 50) : 0,
    p99: sorted.length > 0 ? percentile(sorted, 99) : 0,
  };
}

/** True when `signal` comes before `ms` have passed. */
async function sooner(signal: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return await Promise.race([signal.then(() => true as const), elapsed]);
  } finally {
    clearTimeout(timer);
  }
}
