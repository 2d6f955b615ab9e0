// An item as it was granted (the event's copy of the catalogue), as the player API shows it: the
// name in the request language, the value as a two-decimal string, the wear names.
import { formatAmount, wearAliases, type Language } from '@lootledger/contracts';
import type { GrantedItem } from '../domain/player-account.events';

export interface GrantedItemView {
  id: string;
  name: string;
  hash_name: string;
  cover: string;
  bean: string;
  lv: number;
  dura_alias: string;
  dura_alias_en: string;
}

export function grantedItemView(item: GrantedItem, lang: Language): GrantedItemView {
  return {
    id: item.item_id,
    name: lang === 'zh' ? item.name_zh : item.name_en,
    hash_name: item.hash_name,
    cover: item.cover,
    bean: formatAmount(BigInt(item.value)),
    lv: item.lv,
    ...wearAliases(item.dura),
  };
}
