// This browser session's play: when it began and how far into it the last reminder came, kept in
// sessionStorage (a reload continues the session and its reminders; a new tab starts one).
import { useCallback, useState } from 'react';

const START_KEY = 'lootledger.rg.session-start';
const REMINDED_KEY = 'lootledger.rg.reminded-at';

function stored(key: string): number | null {
  const value = Number(sessionStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function usePlaySession() {
  const [start] = useState(() => {
    const saved = stored(START_KEY);
    if (saved !== null) return saved;
    const now = Date.now();
    sessionStorage.setItem(START_KEY, String(now));
    return now;
  });
  /** Milliseconds into the session when the last reminder came (0: none yet). */
  const [remindedAt, setRemindedAt] = useState(() => stored(REMINDED_KEY) ?? 0);
  const markReminded = useCallback((elapsedMs: number) => {
    sessionStorage.setItem(REMINDED_KEY, String(elapsedMs));
    setRemindedAt(elapsedMs);
  }, []);
  return { start, remindedAt, markReminded };
}
