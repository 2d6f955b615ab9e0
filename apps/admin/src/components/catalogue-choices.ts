// Rarity, wear and box-category choices in the console's language (the names libs/contracts keeps).
import { BOX_CATEGORIES, BOX_CATEGORY_NAMES, RARITIES, RARITY_GRADES, WEARS, WEAR_GRADES } from '@lootledger/contracts';
import { useLang } from './fields';

export function useCatalogueChoices() {
  const lang = useLang();
  return {
    rarities: RARITIES.map((id) => ({ id, name: RARITY_GRADES[id][lang] })),
    wears: WEARS.map((id) => ({
      id,
      name: lang === 'zh' ? WEAR_GRADES[id].dura_alias : WEAR_GRADES[id].dura_alias_en,
    })),
    categories: BOX_CATEGORIES.map((id) => ({ id, name: BOX_CATEGORY_NAMES[id][lang] })),
  };
}
