// The box-open bench's arithmetic, pure: the rate in the first and last tenth of a timed window,
// counter deltas per opening, and the "measure: value (target ...)" lines it prints.

/** Opens per second in the first and the last tenth of [start, end] (times in ms, as performance.now()). */
export function tenthRates(
  completedAt: readonly number[],
  start: number,
  end: number,
): { first: number; last: number; ratio: number } {
  const tenth = (end - start) / 10;
  if (tenth <= 0) return { first: 0, last: 0, ratio: 0 };
  let first = 0;
  let last = 0;
  for (const at of completedAt) {
    if (at >= start && at < start + tenth) first++;
    if (at >= end - tenth && at <= end) last++;
  }
  const perSecond = (count: number) => count / (tenth / 1000);
  return { first: perSecond(first), last: perSecond(last), ratio: first === 0 ? 0 : last / first };
}

/** Each counter's growth over a window (already a delta), divided by the openings in it. */
export function perOpen<K extends string>(deltas: Readonly<Record<K, number>>, opens: number): Record<K, number> {
  const result = {} as Record<K, number>;
  for (const key of Object.keys(deltas) as K[]) result[key] = deltas[key] / Math.max(1, opens);
  return result;
}

/** A target: the value must be at least (`>=`) or at most (`<=`) the bound. */
export interface Target {
  at: '>=' | '<=';
  bound: number;
}

export interface FigureLine {
  measure: string;
  /** undefined: not measurable in this set-up (`note` says why). */
  value: number | undefined;
  unit: string;
  target?: Target;
  note?: string;
}

export function meets(value: number, target: Target): boolean {
  return target.at === '>=' ? value >= target.bound : value <= target.bound;
}

/** "measure: value unit (target >= bound: met)", or "measure: n/a (why)". */
export function formatFigure(line: FigureLine): string {
  if (line.value === undefined) return `${line.measure}: n/a${line.note ? ` (${line.note})` : ''}`;
  const parts: string[] = [];
  if (line.target) {
    const verdict = meets(line.value, line.target) ? 'met' : 'NOT met';
    parts.push(`target ${line.target.at} ${formatNumber(line.target.bound)}: ${verdict}`);
  }
  if (line.note) parts.push(line.note);
  const unit = line.unit ? ` ${line.unit}` : '';
  return `${line.measure}: ${formatNumber(line.value)}${unit}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

export function formatNumber(value: number): string {
  const magnitude = Math.abs(value);
  if (Number.isInteger(value) && magnitude < 1000) return String(value);
  if (magnitude >= 1000) return Math.round(value).toLocaleString('en-US');
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1);
  if (magnitude >= 1 || value === 0) return value.toFixed(2);
  return value.toFixed(3);
}
