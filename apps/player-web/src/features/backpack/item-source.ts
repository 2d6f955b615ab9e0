// What a backpack item's page says of an item's origin and what it lets the player do with it: the
// granting source named (unknown sources as "other"), the verify page of its draw where the site
// can open one from the item alone (a battle is re-checked whole: /fairness?battle=<id>), and the
// actions only an item still in the backpack (status 0) allows.
import { StorageStatus } from '@lootledger/contracts';
import { paths } from '@/config/paths';

export const ITEM_SOURCES = ['box_open', 'battle', 'upgrade', 'contract', 'roll', 'shop', 'staff'] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number] | 'other';

export interface ItemOrigin {
  source: ItemSource;
  /** The verify page of the draw that granted it, when one can be opened from the item. */
  verifyHref: string | null;
}

export function itemOrigin(source: string, sourceId: string): ItemOrigin {
  const known = (ITEM_SOURCES as readonly string[]).includes(source) ? (source as ItemSource) : 'other';
  const verifyHref = known === 'battle' && sourceId ? paths.fairness.getHref({}, { battle: sourceId }) : null;
  return { source: known, verifyHref };
}

/** Recycling and extracting: only while the item is in the backpack (not frozen, gone or on its way). */
export function canActOn(status: number): boolean {
  return status === StorageStatus.IN_BACKPACK;
}
