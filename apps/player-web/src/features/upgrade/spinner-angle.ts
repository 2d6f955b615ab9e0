// Where the upgrade spinner lands: the dial is 10,000 ticks clockwise from the top; the success arc
// covers ticks [0, rate) and the pointer stops in the middle of the drawn roll's tick, so it lands
// on success exactly when the draw says so (fairness.md "Upgrade": success when roll < rate).

export const TICKS = 10_000;
/** Whole turns before stopping. */
export const SPIN_TURNS = 5;

/** The angle (degrees clockwise from the top, 0 ≤ a < 360) of the middle of a roll's tick. */
export function rollToAngle(roll: number): number {
  const tick = Math.min(TICKS - 1, Math.max(0, Math.floor(roll)));
  return ((tick + 0.5) * 360) / TICKS;
}

/** The end of the success arc (degrees): rate in basis points. */
export function successArcEnd(rate: number): number {
  return (Math.min(TICKS, Math.max(0, rate)) * 360) / TICKS;
}

/** Whether an angle lies on the success arc of a rate. */
export function landsOnSuccess(angle: number, rate: number): boolean {
  return angle >= 0 && angle < successArcEnd(rate);
}

/** The pointer's total rotation for an attempt: whole turns, then the roll's angle. */
export function spinRotation(roll: number, turns = SPIN_TURNS): number {
  return turns * 360 + rollToAngle(roll);
}

/** An SVG arc path of a circle (cx, cy, r) from angle a to b, degrees clockwise from the top. */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (angle: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${(cx + r * Math.cos(radians)).toFixed(3)} ${(cy + r * Math.sin(radians)).toFixed(3)}`;
  };
  const sweep = Math.min(to - from, 359.999);
  const large = sweep > 180 ? 1 : 0;
  return `M ${point(from)} A ${r} ${r} 0 ${large} 1 ${point(from + sweep)}`;
}
