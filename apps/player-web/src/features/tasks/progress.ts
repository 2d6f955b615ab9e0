// A task's progress bar.
/** Percent of the target reached, 0–100 (amounts and counts are decimal strings). */
export function progressPercent(progress: string, target: string): number {
  const done = Number(progress);
  const goal = Number(target);
  if (!(goal > 0)) return 0;
  return Math.min(100, Math.floor((done / goal) * 100));
}
