import type { BattleRoundResponse } from '@lootledger/contracts';
import { describe, expect, it } from 'vitest';
import { revealAnchor, revealAt, ROUND_MS, runningTotals } from './reveal';

const round = (r: number, seat: number, bean: string): BattleRoundResponse => ({
  round: r,
  seat,
  nonce: r,
  cursor: seat,
  ticket: 0,
  item_id: `i${r}${seat}`,
  name: '',
  cover: '',
  lv: 1,
  bean,
});

describe('battle reveal', () => {
  it('shows one more round every ROUND_MS from the anchor, then is done', () => {
    expect(revealAt(3, 1_000, 1_000)).toEqual({ revealed: 0, spinning: 0, done: false });
    expect(revealAt(3, 1_000, 1_000 + ROUND_MS - 1)).toEqual({ revealed: 0, spinning: 0, done: false });
    expect(revealAt(3, 1_000, 1_000 + ROUND_MS)).toEqual({ revealed: 1, spinning: 1, done: false });
    expect(revealAt(3, 1_000, 1_000 + 3 * ROUND_MS)).toEqual({ revealed: 3, spinning: null, done: true });
    expect(revealAt(3, 1_000, 0)).toEqual({ revealed: 0, spinning: 0, done: false });
  });

  it('two clients with the same anchor reveal the same round at the same moment', () => {
    const anchor = revealAnchor({ status: 2, ended_at: '2026-11-24T10:00:00.000Z' })!;
    const now = anchor + 2.5 * ROUND_MS;
    expect(revealAt(4, anchor, now)).toEqual(revealAt(4, anchor, now));
    expect(revealAnchor({ status: 0, ended_at: null })).toBeNull();
  });

  it('adds each seat’s shown rounds only', () => {
    const rounds = [round(0, 0, '1.50'), round(0, 1, '0.25'), round(1, 0, '10.00'), round(1, 1, '3.05')];
    expect(runningTotals(rounds, 2, 0)).toEqual(['0.00', '0.00']);
    expect(runningTotals(rounds, 2, 1)).toEqual(['1.50', '0.25']);
    expect(runningTotals(rounds, 2, 2)).toEqual(['11.50', '3.30']);
  });
});
