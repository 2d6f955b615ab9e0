// Catalogue vocabulary shared by the API, the clients and auditors' tools: rarity grades (`lv`),
// wear grades (`dura`) and box categories (the box calls' response shapes are in responses/catalogue.ts).
// Numeric values are stored in the catalogue and copied into events: never renumber one.

/** Rarity grade of an item (`lv`), lowest first; the spec's six CS2 grades plus knives and gloves. */
export const Rarity = {
  CONSUMER: 1,
  INDUSTRIAL: 2,
  MILITARY: 3,
  RESTRICTED: 4,
  CONFIDENTIAL: 5,
  HIDDEN: 6,
  /** Knives and gloves (the ★ items). */
  EXTRAORDINARY: 7,
} as const;

export type Rarity = (typeof Rarity)[keyof typeof Rarity];

export const RARITIES: readonly Rarity[] = Object.values(Rarity);

export function isRarity(value: unknown): value is Rarity {
  return typeof value === 'number' && (RARITIES as readonly number[]).includes(value);
}

/** Names and display colour of each rarity grade (the colours are CS2's). */
export const RARITY_GRADES: Record<Rarity, { zh: string; en: string; color: string }> = {
  [Rarity.CONSUMER]: { zh: '消费级', en: 'Consumer', color: '#b0c3d9' },
  [Rarity.INDUSTRIAL]: { zh: '工业级', en: 'Industrial', color: '#5e98d9' },
  [Rarity.MILITARY]: { zh: '军规级', en: 'Military', color: '#4b69ff' },
  [Rarity.RESTRICTED]: { zh: '受限', en: 'Restricted', color: '#8847ff' },
  [Rarity.CONFIDENTIAL]: { zh: '保密', en: 'Confidential', color: '#d32ce6' },
  [Rarity.HIDDEN]: { zh: '隐秘', en: 'Hidden', color: '#eb4b4b' },
  [Rarity.EXTRAORDINARY]: { zh: '非凡', en: 'Extraordinary', color: '#e4ae39' },
};

/** Wear grade of an item (`dura`), best first (the numbers are stored and sent: never renumber). */
export const Wear = {
  FACTORY_NEW: 1,
  MINIMAL_WEAR: 2,
  FIELD_TESTED: 3,
  WELL_WORN: 4,
  BATTLE_SCARRED: 5,
  /** Vanilla knives: no finish, so no wear. */
  NOT_PAINTED: 6,
} as const;

export type Wear = (typeof Wear)[keyof typeof Wear];

export const WEARS: readonly Wear[] = Object.values(Wear);

export function isWear(value: unknown): value is Wear {
  return typeof value === 'number' && (WEARS as readonly number[]).includes(value);
}

/**
 * dura_alias / dura_alias_en as the player API sends them: the official CS2 exterior names (Steam's
 * Chinese and English), and the wear as the Steam market spells it inside a hash_name
 * ("AK-47 | Redline (Field-Tested)"); null: no suffix (a vanilla knife's exterior is "Not Painted").
 */
export const WEAR_GRADES: Record<Wear, { dura_alias: string; dura_alias_en: string; market_name: string | null }> = {
  [Wear.FACTORY_NEW]: { dura_alias: '崭新出厂', dura_alias_en: 'Factory New', market_name: 'Factory New' },
  [Wear.MINIMAL_WEAR]: { dura_alias: '略有磨损', dura_alias_en: 'Minimal Wear', market_name: 'Minimal Wear' },
  [Wear.FIELD_TESTED]: { dura_alias: '久经沙场', dura_alias_en: 'Field-Tested', market_name: 'Field-Tested' },
  [Wear.WELL_WORN]: { dura_alias: '破损不堪', dura_alias_en: 'Well-Worn', market_name: 'Well-Worn' },
  [Wear.BATTLE_SCARRED]: { dura_alias: '战痕累累', dura_alias_en: 'Battle-Scarred', market_name: 'Battle-Scarred' },
  [Wear.NOT_PAINTED]: { dura_alias: '无涂装', dura_alias_en: 'Not Painted', market_name: null },
};

/** The wear names an item view carries; empty for a grade this version does not know. */
export function wearAliases(dura: number): { dura_alias: string; dura_alias_en: string } {
  if (!isWear(dura)) return { dura_alias: '', dura_alias_en: '' };
  const { dura_alias, dura_alias_en } = WEAR_GRADES[dura];
  return { dura_alias, dura_alias_en };
}

/** Where a box is listed on the home page (`category` of GET /api/boxes). */
export const BoxCategory = {
  BUDGET: 'budget',
  CLASSIC: 'classic',
  WEAPON: 'weapon',
  PREMIUM: 'premium',
} as const;

export type BoxCategory = (typeof BoxCategory)[keyof typeof BoxCategory];

export const BOX_CATEGORIES: readonly BoxCategory[] = Object.values(BoxCategory);

export function isBoxCategory(value: unknown): value is BoxCategory {
  return typeof value === 'string' && (BOX_CATEGORIES as readonly string[]).includes(value);
}

export const BOX_CATEGORY_NAMES: Record<BoxCategory, { zh: string; en: string; color: string }> = {
  [BoxCategory.BUDGET]: { zh: '平民箱', en: 'Budget', color: '#5e98d9' },
  [BoxCategory.CLASSIC]: { zh: '经典箱', en: 'Classic', color: '#8847ff' },
  [BoxCategory.WEAPON]: { zh: '武器箱', en: 'Weapon', color: '#eb4b4b' },
  [BoxCategory.PREMIUM]: { zh: '高级箱', en: 'Premium', color: '#e4ae39' },
};
