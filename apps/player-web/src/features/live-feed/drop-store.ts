// The latest drops of the live bar (newest first): the last 20 from GET /api/drops/recent at page
// load, then each websocket push prepended.
import { useSyncExternalStore } from 'react';
import type { DropMessage } from '@lootledger/contracts';
import { subscribeLive } from '@/lib/live-socket';

export const DROP_FEED_SIZE = 20;

let drops: readonly DropMessage[] = [];
const listeners = new Set<() => void>();
let listening = false;

const sameDrop = (a: DropMessage, b: DropMessage) => a.open_id === b.open_id && a.item.id === b.item.id;

export function addDrop(current: readonly DropMessage[], drop: DropMessage): readonly DropMessage[] {
  if (current.some((entry) => sameDrop(entry, drop))) return current;
  return [drop, ...current].slice(0, DROP_FEED_SIZE);
}

/**
 * The recent drops (newest first) under the pushes already received: a push is never older than
 * the list the page loaded, and a drop in both shows once.
 */
export function withRecent(current: readonly DropMessage[], recent: readonly DropMessage[]): readonly DropMessage[] {
  const older = recent.filter((drop) => !current.some((entry) => sameDrop(entry, drop)));
  return [...current, ...older].slice(0, DROP_FEED_SIZE);
}

function publish(next: readonly DropMessage[]): void {
  if (next === drops) return;
  drops = next;
  for (const listener of listeners) listener();
}

export function startDropFeed(): void {
  if (listening) return;
  listening = true;
  subscribeLive((message) => {
    if (message.type !== 'drop' || message.v !== 1) return;
    publish(addDrop(drops, message));
  });
}

/** Adds the drops the page loaded (GET /api/drops/recent) below the pushes. */
export function seedDrops(recent: readonly DropMessage[]): void {
  publish(withRecent(drops, recent));
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
