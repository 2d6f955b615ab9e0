// The demo catalogue loaded on an empty database when SEED_DEMO is on: CS2-style items across every
// rarity and wear, and boxes whose prices are computed from their pools so that every box returns
// between 85 % and 95 % (its target RTP, rounded up to the cent). Values are hundredths, written as
// the two-decimal strings players see. Pure data: the loader writes it.
import { BoxCategory, Rarity, WEAR_GRADES, Wear, parseAmount } from '@lootledger/contracts';
import type { BoxInput, ItemInput } from '../domain/catalogue-rules';
import { priceForRtp } from '../domain/box-rtp';

interface Weapon {
  en: string;
  zh: string;
  /** Knives and gloves carry a star in their names. */
  star?: boolean;
}

const W = {
  ak47: { en: 'AK-47', zh: 'AK-47' },
  m4a4: { en: 'M4A4', zh: 'M4A4' },
  m4a1s: { en: 'M4A1-S', zh: 'M4A1 消音型' },
  awp: { en: 'AWP', zh: 'AWP' },
  ssg08: { en: 'SSG 08', zh: 'SSG 08' },
  scar20: { en: 'SCAR-20', zh: 'SCAR-20' },
  g3sg1: { en: 'G3SG1', zh: 'G3SG1' },
  galil: { en: 'Galil AR', zh: '加利尔 AR' },
  aug: { en: 'AUG', zh: 'AUG' },
  usps: { en: 'USP-S', zh: 'USP 消音版' },
  glock: { en: 'Glock-18', zh: '格洛克 18 型' },
  deagle: { en: 'Desert Eagle', zh: '沙漠之鹰' },
  p250: { en: 'P250', zh: 'P250' },
  fiveseven: { en: 'Five-SeveN', zh: 'FN57' },
  tec9: { en: 'Tec-9', zh: 'Tec-9' },
  mp9: { en: 'MP9', zh: 'MP9' },
  mp7: { en: 'MP7', zh: 'MP7' },
  ump45: { en: 'UMP-45', zh: 'UMP-45' },
  p90: { en: 'P90', zh: 'P90' },
  bizon: { en: 'PP-Bizon', zh: 'PP-野牛' },
  nova: { en: 'Nova', zh: '新星' },
  mag7: { en: 'MAG-7', zh: 'MAG-7' },
  karambit: { en: 'Karambit', zh: '爪子刀', star: true },
  butterfly: { en: 'Butterfly Knife', zh: '蝴蝶刀', star: true },
  m9: { en: 'M9 Bayonet', zh: 'M9 刺刀', star: true },
  bayonet: { en: 'Bayonet', zh: '刺刀', star: true },
  flip: { en: 'Flip Knife', zh: '折叠刀', star: true },
  gut: { en: 'Gut Knife', zh: '穿肠刀', star: true },
  sportGloves: { en: 'Sport Gloves', zh: '运动手套', star: true },
  specialistGloves: { en: 'Specialist Gloves', zh: '专业手套', star: true },
  motoGloves: { en: 'Moto Gloves', zh: '摩托手套', star: true },
  driverGloves: { en: 'Driver Gloves', zh: '驾驶手套', star: true },
} satisfies Record<string, Weapon>;

/** Short wear codes used in item ids: ak-47-redline-ft. */
const WEAR_CODE: Record<Wear, string> = {
  [Wear.FACTORY_NEW]: 'fn',
  [Wear.MINIMAL_WEAR]: 'mw',
  [Wear.FIELD_TESTED]: 'ft',
  [Wear.WELL_WORN]: 'ww',
  [Wear.BATTLE_SCARRED]: 'bs',
  [Wear.NOT_PAINTED]: 'vanilla',
};

const { FACTORY_NEW: FN, MINIMAL_WEAR: MW, FIELD_TESTED: FT, WELL_WORN: WW, BATTLE_SCARRED: BS, NOT_PAINTED: NP } = Wear;

/** One finish of a weapon and what each of its wears is worth. skin null: vanilla (no finish). */
type Finish = [weapon: Weapon, skin: { en: string; zh: string } | null, lv: Rarity, values: [Wear, string][]];

const s = (en: string, zh: string) => ({ en, zh });

// One finish per line reads as a table.
// prettier-ignore
const FINISHES: Finish[] = [
  // Consumer
  [W.p250, s('Sand Dune', '沙丘'), Rarity.CONSUMER, [[FN, '0.30'], [FT, '0.06'], [BS, '0.04']]],
  [W.mag7, s('Sand Dune', '沙丘'), Rarity.CONSUMER, [[FT, '0.05'], [WW, '0.04']]],
  [W.scar20, s('Sand Mesh', '沙漠网格'), Rarity.CONSUMER, [[FT, '0.05'], [BS, '0.03']]],
  [W.g3sg1, s('Desert Storm', '沙漠风暴'), Rarity.CONSUMER, [[FN, '0.28'], [FT, '0.05']]],
  [W.nova, s('Predator', '捕食者'), Rarity.CONSUMER, [[FT, '0.07'], [WW, '0.06']]],
  [W.bizon, s('Sand Dashed', '沙地虚线'), Rarity.CONSUMER, [[FT, '0.05']]],
  // Industrial
  [W.mp9, s('Storm', '风暴'), Rarity.INDUSTRIAL, [[MW, '0.15'], [FT, '0.09']]],
  [W.galil, s('Sage Spray', '鼠尾草喷漆'), Rarity.INDUSTRIAL, [[FT, '0.08'], [WW, '0.07']]],
  [W.usps, s('Forest Leaves', '森林之叶'), Rarity.INDUSTRIAL, [[FT, '0.22'], [BS, '0.17']]],
  [W.fiveseven, s('Forest Night', '森林之夜'), Rarity.INDUSTRIAL, [[MW, '0.19'], [FT, '0.10']]],
  [W.ump45, s('Urban DDPAT', '城市数码迷彩'), Rarity.INDUSTRIAL, [[FT, '0.07'], [BS, '0.05']]],
  [W.aug, s('Storm', '风暴'), Rarity.INDUSTRIAL, [[FT, '0.08']]],
  [W.glock, s('Candy Apple', '糖果苹果'), Rarity.INDUSTRIAL, [[FN, '0.90'], [MW, '0.60']]],
  // Military
  [W.ak47, s('Elite Build', '精英之作'), Rarity.MILITARY, [[MW, '2.10'], [FT, '1.30'], [BS, '0.95']]],
  [W.m4a4, s('Magnesium', '镁元素'), Rarity.MILITARY, [[MW, '0.98'], [FT, '0.62']]],
  [W.p90, s('Elite Build', '精英之作'), Rarity.MILITARY, [[FT, '0.28']]],
  [W.deagle, s('Blue Ply', '蓝色层压板'), Rarity.MILITARY, [[FN, '0.82'], [FT, '0.46']]],
  [W.mp7, s('Armor Core', '护甲核心'), Rarity.MILITARY, [[FT, '0.21']]],
  [W.tec9, s('Isaac', '艾萨克'), Rarity.MILITARY, [[MW, '0.44'], [FT, '0.26']]],
  [W.ssg08, s('Abyss', '深渊'), Rarity.MILITARY, [[FT, '0.31'], [WW, '0.24']]],
  // Restricted
  [W.awp, s('Atheris', '树蝰'), Rarity.RESTRICTED, [[FN, '8.90'], [MW, '4.60'], [FT, '3.20']]],
  [W.usps, s('Cortex', '脑洞大开'), Rarity.RESTRICTED, [[MW, '4.10'], [FT, '2.80']]],
  [W.m4a1s, s('Guardian', '守护者'), Rarity.RESTRICTED, [[FN, '6.40'], [FT, '2.30']]],
  [W.deagle, s('Conspiracy', '阴谋者'), Rarity.RESTRICTED, [[FN, '4.70'], [MW, '3.60']]],
  [W.glock, s('Water Elemental', '水灵'), Rarity.RESTRICTED, [[MW, '3.90'], [FT, '2.60']]],
  [W.p250, s('Asiimov', '二西莫夫'), Rarity.RESTRICTED, [[FT, '1.45'], [WW, '1.20']]],
  // Confidential
  [W.ak47, s('Redline', '红线'), Rarity.CONFIDENTIAL, [[MW, '78.00'], [FT, '40.00'], [WW, '33.50']]],
  [W.m4a1s, s('Decimator', '毁灭者'), Rarity.CONFIDENTIAL, [[MW, '14.20'], [FT, '9.80']]],
  [W.awp, s('Electric Hive', '电子蜂巢'), Rarity.CONFIDENTIAL, [[FN, '19.50'], [FT, '8.60']]],
  [W.deagle, s('Mecha Industries', '机械工业'), Rarity.CONFIDENTIAL, [[MW, '7.30'], [FT, '4.90']]],
  [W.usps, s('Orion', '猎户星座'), Rarity.CONFIDENTIAL, [[FN, '22.00'], [MW, '15.50']]],
  [W.ak47, s('Frontside Misty', '前线迷雾'), Rarity.CONFIDENTIAL, [[FT, '12.40'], [BS, '9.60']]],
  // Hidden
  [W.awp, s('Asiimov', '二西莫夫'), Rarity.HIDDEN, [[FT, '120.00'], [WW, '95.00'], [BS, '80.00']]],
  [W.ak47, s('Vulcan', '火神'), Rarity.HIDDEN, [[MW, '420.00'], [FT, '260.00']]],
  [W.m4a1s, s('Hyper Beast', '暴怒野兽'), Rarity.HIDDEN, [[FN, '75.00'], [FT, '28.00']]],
  [W.usps, s('Kill Confirmed', '枪响人亡'), Rarity.HIDDEN, [[MW, '105.00'], [FT, '70.00']]],
  [W.ak47, s('Bloodsport', '血腥运动'), Rarity.HIDDEN, [[FN, '95.00'], [MW, '72.00']]],
  [W.m4a4, s('Neo-Noir', '黑色魅影'), Rarity.HIDDEN, [[MW, '36.00'], [FT, '24.00']]],
  // Extraordinary: knives and gloves
  [W.karambit, s('Doppler', '多普勒'), Rarity.EXTRAORDINARY, [[FN, '1120.00'], [MW, '1050.00']]],
  [W.butterfly, s('Fade', '渐变之色'), Rarity.EXTRAORDINARY, [[FN, '2050.00']]],
  [W.m9, s('Lore', '传说'), Rarity.EXTRAORDINARY, [[MW, '990.00'], [FT, '780.00']]],
  [W.bayonet, s('Tiger Tooth', '虎牙'), Rarity.EXTRAORDINARY, [[FN, '420.00']]],
  [W.flip, s('Crimson Web', '深红之网'), Rarity.EXTRAORDINARY, [[FT, '310.00'], [WW, '240.00']]],
  [W.gut, s('Slaughter', '屠夫'), Rarity.EXTRAORDINARY, [[FN, '175.00']]],
  [W.sportGloves, s("Pandora's Box", '潘多拉之盒'), Rarity.EXTRAORDINARY, [[FT, '3900.00'], [BS, '1650.00']]],
  [W.specialistGloves, s('Crimson Kimono', '深红和服'), Rarity.EXTRAORDINARY, [[FT, '920.00'], [WW, '610.00']]],
  [W.motoGloves, s('Spearmint', '薄荷'), Rarity.EXTRAORDINARY, [[FT, '580.00']]],
  [W.driverGloves, s('King Snake', '王蛇'), Rarity.EXTRAORDINARY, [[FT, '410.00'], [BS, '260.00']]],
  [W.karambit, null, Rarity.EXTRAORDINARY, [[NP, '690.00']]],
  [W.butterfly, null, Rarity.EXTRAORDINARY, [[NP, '1280.00']]],
  [W.bayonet, null, Rarity.EXTRAORDINARY, [[NP, '310.00']]],
  [W.gut, null, Rarity.EXTRAORDINARY, [[NP, '98.00']]],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** ak-47-redline-ft; karambit-vanilla for a knife without a finish. */
export function demoItemId(weapon: Weapon, skin: string | null, wear: Wear): string {
  return [slug(weapon.en), ...(skin ? [slug(skin)] : []), WEAR_CODE[wear]].join('-');
}

function toItems([weapon, skin, lv, values]: Finish): ItemInput[] {
  const star = weapon.star ? '★ ' : '';
  return values.map(([dura, value]) => {
    const market = WEAR_GRADES[dura].market_name;
    const nameEn = skin ? `${star}${weapon.en} | ${skin.en}` : `${star}${weapon.en}`;
    return {
      id: demoItemId(weapon, skin?.en ?? null, dura),
      name_en: nameEn,
      name_zh: skin ? `${star}${weapon.zh} | ${skin.zh}` : `${star}${weapon.zh}`,
      hash_name: market ? `${nameEn} (${market})` : nameEn,
      weapon: weapon.en,
      skin: skin?.en ?? '',
      value: parseAmount(value) as bigint,
      lv,
      dura,
    };
  });
}

export const DEMO_ITEMS: readonly ItemInput[] = FINISHES.flatMap(toItems);

const itemsById = new Map(DEMO_ITEMS.map((item) => [item.id, item]));

interface DemoBox {
  id: string;
  name_en: string;
  name_zh: string;
  category: BoxCategory;
  /** Target RTP in whole percent; the price is the lowest one in cents at or under it. */
  rtp: number;
  /** [item id, weight] in the order shown (position = index). */
  pool: [string, number][];
}

const DEMO_BOX_DEFINITIONS: DemoBox[] = [
  {
    id: 'sandstorm',
    name_en: 'Sandstorm',
    name_zh: '沙尘暴',
    category: BoxCategory.BUDGET,
    rtp: 90,
    pool: [
      ['p250-sand-dune-ft', 2500],
      ['mag-7-sand-dune-ft', 2500],
      ['scar-20-sand-mesh-ft', 2000],
      ['pp-bizon-sand-dashed-ft', 1500],
      ['g3sg1-desert-storm-fn', 800],
      ['p250-sand-dune-fn', 600],
      ['ak-47-elite-build-bs', 2000],
      ['p250-asiimov-ww', 1500],
      ['m4a1-s-hyper-beast-ft', 200],
      ['awp-asiimov-bs', 150],
    ],
  },
  {
    id: 'rookie',
    name_en: 'Rookie',
    name_zh: '新兵',
    category: BoxCategory.BUDGET,
    rtp: 88,
    pool: [
      ['nova-predator-ft', 2500],
      ['nova-predator-ww', 2500],
      ['ump-45-urban-ddpat-bs', 2500],
      ['mp9-storm-ft', 2000],
      ['aug-storm-ft', 2000],
      ['mp7-armor-core-ft', 1500],
      ['p90-elite-build-ft', 1200],
      ['glock-18-candy-apple-mw', 800],
      ['usp-s-cortex-ft', 800],
      ['ak-47-frontside-misty-bs', 400],
      ['usp-s-kill-confirmed-ft', 120],
    ],
  },
  {
    id: 'pocket-change',
    name_en: 'Pocket Change',
    name_zh: '零钱罐',
    category: BoxCategory.BUDGET,
    rtp: 92,
    pool: [
      ['scar-20-sand-mesh-bs', 3000],
      ['mag-7-sand-dune-ww', 3000],
      ['p250-sand-dune-bs', 3000],
      ['ump-45-urban-ddpat-ft', 2000],
      ['galil-ar-sage-spray-ww', 2000],
      ['five-seven-forest-night-ft', 1500],
      ['usp-s-forest-leaves-bs', 800],
      ['glock-18-candy-apple-fn', 400],
      ['desert-eagle-blue-ply-ft', 600],
      ['awp-atheris-ft', 100],
      ['m4a4-neo-noir-ft', 200],
    ],
  },
  {
    id: 'redline',
    name_en: 'Redline',
    name_zh: '红线',
    category: BoxCategory.CLASSIC,
    rtp: 90,
    pool: [
      ['ak-47-redline-mw', 200],
      ['ak-47-redline-ft', 600],
      ['ak-47-redline-ww', 900],
      ['ak-47-elite-build-mw', 1500],
      ['ak-47-elite-build-ft', 2500],
      ['m4a4-magnesium-ft', 2000],
      ['tec-9-isaac-ft', 2000],
      ['usp-s-forest-leaves-ft', 2000],
      ['desert-eagle-blue-ply-ft', 1500],
    ],
  },
  {
    id: 'asiimov',
    name_en: 'Asiimov',
    name_zh: '二西莫夫',
    category: BoxCategory.CLASSIC,
    rtp: 89,
    pool: [
      ['awp-asiimov-ft', 150],
      ['awp-asiimov-ww', 250],
      ['awp-asiimov-bs', 400],
      ['p250-asiimov-ft', 1500],
      ['p250-asiimov-ww', 2000],
      ['awp-atheris-ft', 1200],
      ['ssg-08-abyss-ft', 2500],
      ['ssg-08-abyss-ww', 3000],
      ['g3sg1-desert-storm-ft', 3000],
    ],
  },
  {
    id: 'hyper-beast',
    name_en: 'Hyper Beast',
    name_zh: '暴怒野兽',
    category: BoxCategory.CLASSIC,
    rtp: 91,
    pool: [
      ['m4a1-s-hyper-beast-fn', 100],
      ['m4a1-s-hyper-beast-ft', 500],
      ['m4a1-s-decimator-mw', 600],
      ['m4a1-s-decimator-ft', 1200],
      ['m4a1-s-guardian-fn', 1500],
      ['m4a1-s-guardian-ft', 2500],
      ['m4a4-magnesium-mw', 2500],
      ['mp9-storm-mw', 2500],
      ['five-seven-forest-night-mw', 2500],
    ],
  },
  {
    id: 'neo-noir',
    name_en: 'Neo-Noir',
    name_zh: '黑色魅影',
    category: BoxCategory.CLASSIC,
    rtp: 87,
    pool: [
      ['m4a4-neo-noir-mw', 200],
      ['m4a4-neo-noir-ft', 500],
      ['usp-s-orion-mw', 600],
      ['desert-eagle-mecha-industries-ft', 1500],
      ['glock-18-water-elemental-ft', 2000],
      ['desert-eagle-blue-ply-fn', 2500],
      ['desert-eagle-blue-ply-ft', 3000],
      ['galil-ar-sage-spray-ft', 3000],
    ],
  },
  {
    id: 'ak-47-collection',
    name_en: 'AK-47 Collection',
    name_zh: 'AK-47 收藏',
    category: BoxCategory.WEAPON,
    rtp: 90,
    pool: [
      ['ak-47-vulcan-mw', 20],
      ['ak-47-vulcan-ft', 60],
      ['ak-47-bloodsport-fn', 100],
      ['ak-47-bloodsport-mw', 150],
      ['ak-47-redline-ft', 600],
      ['ak-47-frontside-misty-ft', 1500],
      ['ak-47-frontside-misty-bs', 2000],
      ['ak-47-elite-build-mw', 2500],
      ['ak-47-elite-build-ft', 3000],
      ['ak-47-elite-build-bs', 3000],
    ],
  },
  {
    id: 'awp-collection',
    name_en: 'AWP Collection',
    name_zh: 'AWP 收藏',
    category: BoxCategory.WEAPON,
    rtp: 88,
    pool: [
      ['awp-asiimov-ft', 150],
      ['awp-asiimov-bs', 300],
      ['awp-electric-hive-fn', 800],
      ['awp-electric-hive-ft', 1500],
      ['awp-atheris-fn', 1500],
      ['awp-atheris-mw', 2000],
      ['awp-atheris-ft', 2500],
      ['ssg-08-abyss-ft', 2500],
      ['scar-20-sand-mesh-ft', 2500],
    ],
  },
  {
    id: 'pistol-collection',
    name_en: 'Pistol Collection',
    name_zh: '手枪收藏',
    category: BoxCategory.WEAPON,
    rtp: 92,
    pool: [
      ['usp-s-kill-confirmed-mw', 150],
      ['usp-s-kill-confirmed-ft', 400],
      ['usp-s-orion-fn', 300],
      ['desert-eagle-conspiracy-fn', 800],
      ['desert-eagle-conspiracy-mw', 1200],
      ['glock-18-water-elemental-mw', 1200],
      ['p250-asiimov-ft', 1500],
      ['desert-eagle-blue-ply-ft', 2000],
      ['tec-9-isaac-mw', 2000],
      ['glock-18-candy-apple-fn', 1500],
      ['five-seven-forest-night-ft', 2500],
      ['usp-s-forest-leaves-ft', 2500],
    ],
  },
  {
    id: 'm4-collection',
    name_en: 'M4 Collection',
    name_zh: 'M4 收藏',
    category: BoxCategory.WEAPON,
    rtp: 86,
    pool: [
      ['m4a1-s-hyper-beast-fn', 150],
      ['m4a4-neo-noir-mw', 400],
      ['m4a1-s-decimator-mw', 800],
      ['m4a1-s-decimator-ft', 1500],
      ['m4a1-s-guardian-fn', 2000],
      ['m4a1-s-guardian-ft', 3000],
      ['m4a4-magnesium-mw', 3000],
      ['m4a4-magnesium-ft', 3000],
    ],
  },
  {
    id: 'doppler',
    name_en: 'Doppler',
    name_zh: '多普勒',
    category: BoxCategory.PREMIUM,
    rtp: 90,
    pool: [
      ['karambit-doppler-fn', 20],
      ['karambit-doppler-mw', 30],
      ['karambit-vanilla', 50],
      ['bayonet-tiger-tooth-fn', 100],
      ['gut-knife-slaughter-fn', 200],
      ['gut-knife-vanilla', 300],
      ['ak-47-vulcan-ft', 300],
      ['awp-asiimov-ft', 600],
      ['ak-47-redline-ft', 1500],
      ['usp-s-orion-fn', 2000],
      ['m4a1-s-decimator-ft', 3000],
      ['awp-atheris-ft', 3000],
    ],
  },
  {
    id: 'pandora',
    name_en: "Pandora's Box",
    name_zh: '潘多拉魔盒',
    category: BoxCategory.PREMIUM,
    rtp: 89,
    pool: [
      ['sport-gloves-pandoras-box-ft', 20],
      ['sport-gloves-pandoras-box-bs', 40],
      ['specialist-gloves-crimson-kimono-ft', 80],
      ['specialist-gloves-crimson-kimono-ww', 120],
      ['moto-gloves-spearmint-ft', 150],
      ['driver-gloves-king-snake-ft', 200],
      ['driver-gloves-king-snake-bs', 300],
      ['usp-s-kill-confirmed-ft', 600],
      ['ak-47-bloodsport-mw', 600],
      ['m4a4-neo-noir-ft', 1500],
      ['ak-47-frontside-misty-ft', 3000],
      ['desert-eagle-conspiracy-mw', 4000],
    ],
  },
  {
    id: 'blade',
    name_en: 'Blade',
    name_zh: '刀锋',
    category: BoxCategory.PREMIUM,
    rtp: 93,
    pool: [
      ['butterfly-knife-fade-fn', 10],
      ['butterfly-knife-vanilla', 20],
      ['m9-bayonet-lore-mw', 30],
      ['m9-bayonet-lore-ft', 50],
      ['flip-knife-crimson-web-ft', 100],
      ['flip-knife-crimson-web-ww', 150],
      ['bayonet-vanilla', 200],
      ['gut-knife-vanilla', 400],
      ['awp-asiimov-ww', 500],
      ['usp-s-kill-confirmed-mw', 500],
      ['m4a1-s-hyper-beast-ft', 1500],
      ['ak-47-redline-ww', 1500],
      ['awp-electric-hive-fn', 2000],
      ['m4a1-s-guardian-ft', 3000],
      ['desert-eagle-blue-ply-fn', 3000],
    ],
  },
];

function toBox(definition: DemoBox, index: number): BoxInput {
  const pool = definition.pool.map(([itemId, weight]) => {
    const item = itemsById.get(itemId);
    if (!item) throw new Error(`demo box ${definition.id}: no demo item ${itemId}`);
    return { itemId, weight, value: item.value };
  });
  return {
    id: definition.id,
    name_en: definition.name_en,
    name_zh: definition.name_zh,
    category: definition.category,
    price: priceForRtp(pool, definition.rtp),
    enabled: true,
    sortOrder: (index + 1) * 10,
    pool: pool.map(({ itemId, weight }, position) => ({ itemId, weight, position })),
  };
}

export const DEMO_BOXES: readonly BoxInput[] = DEMO_BOX_DEFINITIONS.map(toBox);
