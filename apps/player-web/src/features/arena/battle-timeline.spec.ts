// The battle's show timeline: given a battle's start, its rounds and a moment, when the timeline is
// read, then every viewer gets the same round and phase, the end comes when the last reel lands, and
// the totals count up to the landed values.
import type { BattleRoundResponse } from '@lootledger/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardStatus,
  countedTotals,
  COUNT_MS,
  LAND_MS,
  ROUND_MS,
  runningTotals,
  SPIN_MS,
  timelineAt,
  timelineEnd,
  timelineStart,
  shownStatus,
} from './battle-timeline';

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

const start = Date.parse('2026-11-30T10:00:00.000Z');
const battle = { startMs: start, rounds: 3 };

describe('battle timeline', () => {
  it('given a battle just started, when read at its start, then round 1 spins for SPIN_MS', () => {
    expect(timelineAt(battle, start)).toEqual({
      phase: 'spinning',
      round: 0,
      landed: 0,
      spinLeftMs: SPIN_MS,
      sinceLandMs: 0,
    });
    expect(timelineAt(battle, start + SPIN_MS - 1)).toMatchObject({ phase: 'spinning', round: 0, spinLeftMs: 1 });
  });

  it('given a round’s spin is over, when read, then its reels rest landed until the next round spins', () => {
    expect(timelineAt(battle, start + SPIN_MS)).toMatchObject({ phase: 'landed', round: 0, landed: 1, sinceLandMs: 0 });
    expect(timelineAt(battle, start + ROUND_MS - 1)).toMatchObject({ phase: 'landed', round: 0, landed: 1 });
    expect(timelineAt(battle, start + ROUND_MS)).toMatchObject({ phase: 'spinning', round: 1, landed: 1 });
  });

  it('given viewers joining at different moments, when they read the same instant, then they see the same round', () => {
    const now = start + ROUND_MS + 1_234;
    const early = timelineAt({ ...battle }, now);
    const late = timelineAt({ startMs: start, rounds: 3, roundMs: ROUND_MS, spinMs: SPIN_MS }, now);
    expect(early).toEqual(late);
    expect(early).toMatchObject({ phase: 'spinning', round: 1, spinLeftMs: SPIN_MS - 1_234 });
  });

  it('given the last round, when its reels land, then the show ends (not a moment before)', () => {
    const end = timelineEnd(battle);
    expect(end).toBe(start + 2 * ROUND_MS + SPIN_MS);
    expect(timelineAt(battle, end - 1)).toMatchObject({ phase: 'spinning', round: 2, landed: 2 });
    expect(timelineAt(battle, end)).toMatchObject({ phase: 'ended', round: 2, landed: 3, sinceLandMs: 0 });
    expect(timelineAt(battle, end + LAND_MS * 10)).toMatchObject({ phase: 'ended', landed: 3 });
  });

  it('given a clock behind the server’s, when read before the start, then the first round spins from its start', () => {
    expect(timelineAt(battle, start - 5_000)).toMatchObject({ phase: 'spinning', round: 0, spinLeftMs: SPIN_MS });
  });

  it('given a battle not started or cancelled, then it has no timeline; started, it runs from started_at', () => {
    expect(timelineStart({ status: 0, started_at: null, ended_at: null })).toBeNull();
    expect(timelineStart({ status: 3, started_at: null, ended_at: '2026-11-30T10:00:00.000Z' })).toBeNull();
    expect(
      timelineStart({ status: 2, started_at: '2026-11-30T10:00:00.000Z', ended_at: '2026-11-30T10:00:01.000Z' }),
    ).toBe(start);
    // Battles from before started_at was kept: their end (they settle at once).
    expect(timelineStart({ status: 2, started_at: null, ended_at: '2026-11-30T10:00:00.000Z' })).toBe(start);
  });

  it('given a settled battle, when the show has not ended, then it reads in progress; at the end, ended', () => {
    expect(shownStatus(2, timelineAt(battle, start + ROUND_MS))).toBe(1);
    expect(shownStatus(2, timelineAt(battle, timelineEnd(battle) - 1))).toBe(1);
    expect(shownStatus(2, timelineAt(battle, timelineEnd(battle)))).toBe(2);
    // Drawn but not yet settled on the server: in progress even after the show.
    expect(shownStatus(1, timelineAt(battle, timelineEnd(battle)))).toBe(1);
    expect(shownStatus(0, null)).toBe(0);
    expect(shownStatus(3, null)).toBe(3);
  });

  it('given a settled battle in a list, when its show runs, then its card reads in progress; after it, ended', () => {
    const startedAt = '2030-01-01T12:00:00.000Z';
    const battle = { status: 2 as const, started_at: startedAt, ended_at: startedAt, boxes: [{}, {}, {}] } as never;
    const start = Date.parse(startedAt);
    const end = timelineEnd({ startMs: start, rounds: 3 });
    expect(cardStatus(battle, start + ROUND_MS)).toBe(1);
    expect(cardStatus(battle, end - 1)).toBe(1);
    expect(cardStatus(battle, end)).toBe(2);
    expect(cardStatus({ ...(battle as object), status: 0, started_at: null, ended_at: null } as never, end)).toBe(0);
  });

  it('given landed rounds, then totals add only those, counting the latest up over COUNT_MS', () => {
    const rounds = [round(0, 0, '1.50'), round(0, 1, '0.25'), round(1, 0, '10.00'), round(1, 1, '3.05')];
    expect(runningTotals(rounds, 2, 0)).toEqual([0n, 0n]);
    expect(runningTotals(rounds, 2, 2)).toEqual([1150n, 330n]);
    expect(countedTotals(rounds, 2, { landed: 2, sinceLandMs: 0 })).toEqual([150n, 25n]);
    expect(countedTotals(rounds, 2, { landed: 2, sinceLandMs: COUNT_MS / 2 })).toEqual([650n, 177n]);
    expect(countedTotals(rounds, 2, { landed: 2, sinceLandMs: COUNT_MS })).toEqual([1150n, 330n]);
    // Reduced motion: no count-up.
    expect(countedTotals(rounds, 2, { landed: 2, sinceLandMs: 0 }, 0)).toEqual([1150n, 330n]);
  });
});
