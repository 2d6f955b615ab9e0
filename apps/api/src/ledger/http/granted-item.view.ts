// An item as it was granted (the event's copy of the catalogue), as the player API shows it: the
// name in the request language, the value as a two-decimal string, the wear names; GrantedItemDto is
// that shape in the OpenAPI document (the games' answers name it after themselves).
import { ApiProperty } from '@nestjs/swagger';
import { formatAmount, wearAliases, type GrantedItemResponse, type Language } from '@lootledger/contracts';
import type { GrantedItem } from '../domain/player-account.events';

export class GrantedItemDto implements GrantedItemResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() hash_name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.34' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() dura_alias!: string;
  @ApiProperty() dura_alias_en!: string;
}

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
