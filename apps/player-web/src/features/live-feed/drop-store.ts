// The latest drops of the live feed (newest first), collected from the websocket for the home strip.
import { useSyncExternalStore } from 'react';
import type { DropMessage } from '@lootledger/contracts';
import { subscribeLive } from '@/lib/live-socket';

export const DROP_FEED_SIZE = 20;

let drops: readonly DropMessage[] = [];
const listeners = new Set<() => void>();
let listening = false;

export function addDrop(current: readonly DropMessage[], drop: DropMessage): readonly DropMessage[] {
  if (current.some((entry) => entry.open_id === drop.open_id && entry.item.id === drop.item.id)) return current;
  return [drop, ...current].slice(0, DROP_FEED_SIZE);
}

export function startDropFeed(): void {
  if (listening) return;
  listening = true;
  subscribeLive((message) => {
    if (message.type !== 'drop' || message.v !== 1) return;
    drops = addDrop(drops, message);
    for (const listener of listeners) listener();
  });
}

export function useDrops(): readonly DropMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => drops,
    () => drops,
  );
}
