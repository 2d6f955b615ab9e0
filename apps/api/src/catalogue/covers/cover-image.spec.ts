import { RARITY_GRADES, Rarity, Wear } from '@lootledger/contracts';
import { DEMO_BOXES, DEMO_ITEMS } from '../demo/demo-catalogue';
import { CLASS_SILHOUETTES, MODEL_SILHOUETTES, modelOf, weaponClass } from './art/silhouettes';
import {
  BOX_HERO_DEGREES,
  BOX_HERO_FRAME,
  boxCoverSvg,
  itemCoverSvg,
  itemSilhouettePath,
  topItems,
  type BoxCoverInput,
} from './cover-image';

const redline = {
  id: 'ak-47-redline-ft',
  name_en: 'AK-47 | Redline',
  hash_name: 'AK-47 | Redline (Field-Tested)',
  weapon: 'AK-47',
  skin: 'Redline',
  lv: Rarity.CONFIDENTIAL,
  dura: Wear.FIELD_TESTED,
};

const FRAME = { x: 0, y: 0, width: 300, height: 160 };
const itemsById = new Map(DEMO_ITEMS.map((item) => [item.id, item]));
const demoModels = [...new Set(DEMO_ITEMS.map((item) => item.weapon))];

function demoBoxCover(boxId: string): BoxCoverInput {
  const box = DEMO_BOXES.find((entry) => entry.id === boxId)!;
  return { id: box.id, category: box.category, items: box.pool.map((entry) => itemsById.get(entry.itemId)!) };
}

const everySvg = () => [...DEMO_ITEMS.map(itemCoverSvg), ...DEMO_BOXES.map((box) => boxCoverSvg(demoBoxCover(box.id)))];

describe('item silhouettes', () => {
  it('draw every model of the demo catalogue with a silhouette of its own', () => {
    expect(demoModels.length).toBeGreaterThanOrEqual(30);
    for (const model of demoModels) expect({ model, own: model in MODEL_SILHOUETTES }).toEqual({ model, own: true });
    const paths = demoModels.map((model) => itemSilhouettePath({ id: model, weapon: model, lv: 1, dura: 1 }, FRAME));
    expect(new Set(paths).size).toBe(demoModels.length);
  });

  it('give each knife and each pair of gloves its own outline', () => {
    const starred = DEMO_ITEMS.filter((item) => item.name_en.startsWith('★')).map((item) => item.weapon);
    const models = [...new Set(starred)];
    expect(models).toEqual(
      expect.arrayContaining(['Karambit', 'Butterfly Knife', 'M9 Bayonet', 'Bayonet', 'Flip Knife', 'Gut Knife']),
    );
    const paths = models.map((model) => itemSilhouettePath({ id: model, weapon: model, lv: 7, dura: 1 }, FRAME));
    expect(new Set(paths).size).toBe(models.length);
  });

  it('fall back to the class outline for a model the table does not know', () => {
    const path = (weapon: string) => itemSilhouettePath({ id: 'x', weapon, lv: 1, dura: 1 }, FRAME);
    expect(path('Kukri Knife')).toBe(path('Some Future Knife'));
    expect(path('Kukri Knife')).not.toBe(path('Karambit'));
    expect(path('Wraith Gloves')).not.toBe(path('Sport Gloves'));
    expect(CLASS_SILHOUETTES.knife).not.toBe(CLASS_SILHOUETTES.rifle);
  });

  it.each([
    ['AWP', 'sniper'],
    ['Glock-18', 'pistol'],
    ['Karambit', 'knife'],
    ['Butterfly Knife', 'knife'],
    ['Sport Gloves', 'glove'],
    ['MAG-7', 'shotgun'],
    ['P90', 'smg'],
    ['AK-47', 'rifle'],
    ['Something New', 'rifle'],
  ])('%s is of the %s class', (weapon, kind) => expect(weaponClass(weapon)).toBe(kind));

  it.each([
    [{ hash_name: '★ StatTrak™ Karambit | Doppler (Factory New)' }, { model: 'Karambit', finish: 'Doppler' }],
    [{ hash_name: 'AK-47 | Redline (Field-Tested)' }, { model: 'AK-47', finish: 'Redline' }],
    [{ hash_name: 'Souvenir AWP | Asiimov (Battle-Scarred)' }, { model: 'AWP', finish: 'Asiimov' }],
    [{ hash_name: '★ Gut Knife' }, { model: 'Gut Knife', finish: '' }],
    [{ name_en: "★ Sport Gloves | Pandora's Box" }, { model: 'Sport Gloves', finish: "Pandora's Box" }],
    [
      { weapon: 'M4A1-S', skin: 'Guardian', hash_name: 'whatever' },
      { model: 'M4A1-S', finish: 'Guardian' },
    ],
  ])('reads the model and finish of %j', (item, expected) => expect(modelOf(item)).toEqual(expected));

  it("reads the same model from a demo item's market name as from its weapon column", () => {
    for (const item of DEMO_ITEMS) {
      expect(modelOf({ hash_name: item.hash_name })).toEqual({ model: item.weapon, finish: item.skin });
    }
  });
});

describe('itemCoverSvg', () => {
  it('is an SVG in the rarity colour holding the model silhouette', () => {
    const svg = itemCoverSvg(redline);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(RARITY_GRADES[Rarity.CONFIDENTIAL].color);
    expect(svg).toContain(itemSilhouettePath(redline, { x: 24, y: 30, width: 272, height: 164 }));
  });

  it('is the same bytes for the same item, and differs by rarity, finish and wear', () => {
    expect(itemCoverSvg(redline)).toBe(itemCoverSvg({ ...redline }));
    expect(itemCoverSvg({ ...redline, lv: Rarity.HIDDEN })).not.toBe(itemCoverSvg(redline));
    expect(itemCoverSvg({ ...redline, skin: 'Vulcan' })).not.toBe(itemCoverSvg(redline));
    expect(itemCoverSvg({ ...redline, id: 'ak-47-redline-bs', dura: Wear.BATTLE_SCARRED })).not.toBe(
      itemCoverSvg({ ...redline, id: 'ak-47-redline-fn', dura: Wear.FACTORY_NEW }),
    );
  });

  it('paints every wear of a finish with the same pattern (only the scratches differ)', () => {
    const pattern = (svg: string) => svg.split('\n').filter((line) => line.startsWith('<polygon'));
    const fn = itemCoverSvg({ ...redline, id: 'a', dura: Wear.FACTORY_NEW, skin: 'Electric Hive', weapon: 'AWP' });
    const ft = itemCoverSvg({ ...redline, id: 'b', dura: Wear.FIELD_TESTED, skin: 'Electric Hive', weapon: 'AWP' });
    expect(pattern(fn).join('')).not.toBe('');
    expect(pattern(fn)).toEqual(pattern(ft));
  });
});

describe('boxCoverSvg', () => {
  it('picks the most valuable items, one per model and finish', () => {
    const doppler = demoBoxCover('doppler');
    expect(topItems(doppler.items, 3).map((item) => item.id)).toEqual([
      'karambit-doppler-fn',
      'karambit-vanilla',
      'bayonet-tiger-tooth-fn',
    ]);
  });

  it("draws each box differently, with its best item's silhouette over the case in that item's rarity glow", () => {
    const covers = DEMO_BOXES.map((box) => boxCoverSvg(demoBoxCover(box.id)));
    expect(new Set(covers).size).toBe(DEMO_BOXES.length);
    for (const box of DEMO_BOXES) {
      const input = demoBoxCover(box.id);
      const [best] = topItems(input.items, 1);
      const svg = boxCoverSvg(input);
      expect(svg).toContain(itemSilhouettePath(best, BOX_HERO_FRAME, { degrees: BOX_HERO_DEGREES }));
      expect(svg).toContain(RARITY_GRADES[best.lv as Rarity].color);
    }
  });

  it('is the same bytes for the same box, whatever the order of its pool', () => {
    const input = demoBoxCover('blade');
    expect(boxCoverSvg(input)).toBe(boxCoverSvg({ ...input, items: [...input.items].reverse() }));
  });

  it('draws an empty box as the case alone', () => {
    const svg = boxCoverSvg({ id: 'empty', category: 'premium', items: [] });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});

describe('no text in any generated image', () => {
  it('has no <text>, <tspan>, <title> or aria-label in any demo item or box cover', () => {
    for (const svg of everySvg()) {
      expect(svg).not.toMatch(/<text|<tspan|<title|<desc|aria-label|font-family/);
    }
  });

  it('carries no item or box name, in either language', () => {
    const all = everySvg().join('\n');
    for (const item of DEMO_ITEMS) {
      expect(all).not.toContain(item.name_en);
      expect(all).not.toContain(item.name_zh);
    }
    for (const box of DEMO_BOXES) expect(all).not.toContain(box.name_zh);
  });
});
