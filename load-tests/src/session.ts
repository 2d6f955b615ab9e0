// A player's session under load, shared by every scenario: the first iteration of a virtual user
// signs up (sandbox SMS) and tops up (sandbox gateway); every iteration opens and recycles boxes,
// every BATTLE_EVERY-th fights a battle against a robot. Then the summary.
import { attempt, targetFromEnv } from './k6-driver.ts';
import { cheapestBox, mobileFor, playRound, signUp, topUp, type Player } from './journey.ts';
import { summaryText } from './summary.ts';

const target = targetFromEnv();
const OPENS = Number(__ENV.OPENS_PER_ITERATION || 3);
const BATTLE_EVERY = Number(__ENV.BATTLE_EVERY || 5);

let player: Player | undefined;
let box: { id: string; price: string } | undefined;
let iteration = 0;

export function setup(): { run: number } {
  // Mobiles are unique per run: a run id from the clock (a restarted target keeps its players).
  return { run: Math.floor(Date.now() / 1000) % 1000 };
}

export default function session(data: { run: number }): void {
  if (!player) {
    player = attempt(target, 'sign up', signUp(target, mobileFor(data.run, __VU)));
    if (!player) return;
    if (attempt(target, 'top up', topUp(target, player)) === undefined) return;
  }
  if (!box) box = attempt(target, 'box list', cheapestBox(target));
  if (!box) return;
  iteration++;
  attempt(
    target,
    'play',
    playRound(target, player, box, { opens: OPENS, battle: BATTLE_EVERY > 0 && iteration % BATTLE_EVERY === 0 }),
  );
}

export function handleSummary(data: SummaryData): Record<string, string> {
  const scenario = __ENV.SCENARIO || 'run';
  return {
    stdout: summaryText(scenario, data),
    [`load-tests/results/${scenario}-summary.json`]: JSON.stringify(data, null, 2),
  };
}

/** The part of k6's end-of-test data the summary reads. */
export interface SummaryData {
  metrics: Record<
    string,
    {
      type: string;
      values: Record<string, number>;
      thresholds?: Record<string, { ok: boolean }>;
    }
  >;
  state?: { testRunDurationMs: number };
}
