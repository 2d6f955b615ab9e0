// An item as it was granted (the event's copy of the catalogue), as the player API shows it: the
// name in the request language, the value as a two-decimal string, the wear names.
import { formatAmount, wearAliases, type GrantedItemResponse, type Language } from '@lootledger/contracts';
import type { GrantedItem } from '../domain/player-account.events';

export function grantedItemView(item: GrantedItem, lang: Language): GrantedItemResponse {
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
