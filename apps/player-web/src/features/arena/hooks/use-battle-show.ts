// The battleground's show as this viewer sees it now: where the battle's timeline is (battle-timeline.ts,
// from its start, server time), the reels' strips per round and seat, and the viewer's own replay
// (the timeline again from the click) and skip (straight to the end). Ticks while the show runs.
import { useEffect, useMemo, useState } from 'react';
import type { BattleResponse } from '@lootledger/contracts';
import { buildStrip } from '@/components/reel/reel-geometry';
import type { ItemCardData } from '@/components/ui/item-card';
import { useMediaQuery } from '@/hooks/use-media-query';
import {
  COUNT_MS,
  countedTotals,
  drawOf,
  shownStatus,
  timelineAt,
  timelineEnd,
  timelineStart,
  type TimelinePoint,
} from '../battle-timeline';

const TICK_MS = 100;

function useNow(live: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [live]);
  return now;
}

/** Each round's strip for each seat: the box's pool (weighted like the draw) around the item drawn. */
function battleStrips(battle: BattleResponse): ItemCardData[][][] {
  const rounds = battle.rounds ?? [];
  return battle.boxes.map((box, round) => {
    const items = new Map((box.items ?? []).map((item) => [item.id, item]));
    const pool = box.pool.flatMap(([id, weight]) => {
      const item = items.get(id);
      return item ? [{ name: item.name, cover: item.cover, bean: item.bean, lv: item.lv, weight }] : [];
    });
    return battle.seats.map((seat) => {
      const draw = drawOf(rounds, round, seat.seat);
      const winner: ItemCardData = draw
        ? { name: draw.name, cover: draw.cover, bean: draw.bean, lv: draw.lv }
        : { name: '', cover: '', bean: '0.00', lv: 0 };
      return buildStrip<ItemCardData & { weight: number }, ItemCardData>(pool, winner);
    });
  });
}

export interface BattleShow {
  /** Where the show is; null before the battle started (or once cancelled). */
  point: TimelinePoint | null;
  /** The timeline's start in use (the battle's, or the replay's): reels are keyed by it. */
  startMs: number | null;
  status: BattleResponse['status'];
  /** Each seat's total as shown, integer hundredths. */
  totals: bigint[];
  strips: ItemCardData[][][];
  /** Reels land at once (the player prefers reduced motion). */
  instant: boolean;
  skipped: boolean;
  replay(): void;
  skip(): void;
}

export function useBattleShow(battle: BattleResponse): BattleShow {
  const instant = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [replayFrom, setReplayFrom] = useState<number | null>(null);
  const [skipped, setSkipped] = useState(false);
  const serverStart = timelineStart(battle);
  const startMs = serverStart === null ? null : (replayFrom ?? serverStart);
  const timeline = startMs === null ? null : { startMs, rounds: battle.boxes.length };
  const [lastNow, setLastNow] = useState(() => Date.now());
  const live = timeline !== null && !skipped && lastNow < timelineEnd(timeline) + COUNT_MS;
  const now = useNow(live);
  useEffect(() => setLastNow(now), [now]);
  const point = timeline === null ? null : timelineAt(timeline, skipped ? Infinity : Math.max(now, lastNow));
  const strips = useMemo(() => battleStrips(battle), [battle.id, battle.rounds, battle.boxes]);
  const rounds = battle.rounds ?? [];
  const totals = point
    ? countedTotals(rounds, battle.seats_total, point, instant || skipped ? 0 : COUNT_MS)
    : Array.from({ length: battle.seats_total }, () => 0n);
  return {
    point,
    startMs,
    status: shownStatus(battle.status, point),
    totals,
    strips,
    instant,
    skipped,
    replay: () => {
      const at = Date.now();
      setSkipped(false);
      setReplayFrom(at);
      setLastNow(at);
    },
    skip: () => setSkipped(true),
  };
}
