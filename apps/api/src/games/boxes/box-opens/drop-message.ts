// The `drop` message of an opening's items (libs/contracts DropMessage): one per item, in the order
// the websocket pushes them. The live push (box-opens.feed.ts) and GET /api/drops/recent (the bar's
// first screen, read from the box-opens read model) build them here, so both carry the same shape.
import { formatAmount, type DropMessage } from '@lootledger/contracts';
import type { PlayerProfileView } from '../../../identity';
import type { GrantedItem } from '../../../ledger';

export interface OpeningDrops {
  openId: string;
  playerId: string;
  box: { id: string; nameEn: string; nameZh: string; cover: string } | undefined;
  items: readonly GrantedItem[];
  at: Date;
}

export function dropMessages(opening: OpeningDrops, profile: PlayerProfileView | undefined): DropMessage[] {
  return opening.items.map((item) => ({
    type: 'drop',
    v: 1,
    open_id: opening.openId,
    user: { id: opening.playerId, name: profile?.name ?? '', avatar: profile?.avatar ?? '' },
    box: {
      id: opening.box?.id ?? '',
      name: opening.box?.nameEn ?? '',
      name_zh: opening.box?.nameZh ?? '',
      cover: opening.box?.cover ?? '',
    },
    item: {
      id: item.item_id,
      name: item.name_en,
      name_zh: item.name_zh,
      cover: item.cover,
      lv: item.lv,
      bean: formatAmount(BigInt(item.value)),
    },
    created_at: opening.at.toISOString(),
  }));
}
