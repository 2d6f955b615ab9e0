// The player's recent draws, kept in this browser so the verify page can recompute them once
// their server seed is revealed (the API returns each draw's seeds with the opening).
import type { DrawResponse } from '@lootledger/contracts';
import { readLocalJson, writeLocal } from '@/lib/local-store';

/**
 * A draw as POST /api/box/open returned it, less `roll` (the same number as `ticket`); entries logged
 * before the API named the pair have no `pair_id`.
 */
export type LoggedDraw = Omit<DrawResponse, 'roll' | 'pair_id'> & { pair_id?: string };

export interface LoggedOpening {
  open_id: string;
  box_id: string;
  box_name: string;
  created_at: string;
  /** The drawn item of each draw, in draw order. */
  items: { id: string; name: string }[];
  draws: LoggedDraw[];
}

const KEY = 'fairness.draws';
export const DRAW_LOG_LIMIT = 50;

export function listOpenings(): LoggedOpening[] {
  const value = readLocalJson<unknown>(KEY, []);
  return Array.isArray(value) ? (value as LoggedOpening[]) : [];
}

export function recordOpening(opening: LoggedOpening): void {
  const rest = listOpenings().filter((entry) => entry.open_id !== opening.open_id);
  writeLocal(KEY, JSON.stringify([opening, ...rest].slice(0, DRAW_LOG_LIMIT)));
}
