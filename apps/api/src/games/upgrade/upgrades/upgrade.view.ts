// One view of an attempt for every response (the result, the history, the recent list, the console).
import { formatAmount, wearAliases, type Language } from '@lootledger/contracts';
import type { CatalogueItemView } from '../../../catalogue';
import type { UpgradeAttemptedData, UpgradeTargetItem } from '../domain/upgrade-attempted.event';
import type { UpgradeItemDto, UpgradeOutcomeDto } from './upgrade.dto';

export function targetView(target: UpgradeTargetItem, lang: Language): UpgradeItemDto {
  return {
    id: target.item_id,
    name: lang === 'zh' ? target.name_zh : target.name_en,
    cover: target.cover,
    bean: formatAmount(BigInt(target.value)),
    lv: target.lv,
    ...wearAliases(target.dura),
  };
}

export function catalogueItemView(item: CatalogueItemView, lang: Language): UpgradeItemDto {
  return {
    id: item.id,
    name: lang === 'zh' ? item.name_zh : item.name_en,
    cover: item.cover,
    bean: formatAmount(item.value),
    lv: item.lv,
    ...wearAliases(item.dura),
  };
}

export function outcomeView(data: UpgradeAttemptedData, lang: Language): UpgradeOutcomeDto {
  return {
    upgrade_id: data.upgrade_id,
    success: data.success,
    price: formatAmount(BigInt(data.price)),
    coins: formatAmount(BigInt(data.coins)),
    stake_value: formatAmount(BigInt(data.stake_value)),
    staked_storage_ids: [...data.staked_storage_ids],
    rate: data.rate,
    item: targetView(data.target, lang),
    storage_id: data.storage_id,
    fairness: {
      pair_id: data.pair_id,
      server_seed_hash: data.server_seed_hash,
      client_seed: data.client_seed,
      nonce: data.nonce,
      cursor: data.cursor,
      roll: data.roll,
    },
  };
}
