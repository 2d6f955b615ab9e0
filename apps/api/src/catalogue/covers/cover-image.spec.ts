import { BOX_CATEGORY_NAMES, RARITY_GRADES, Rarity, Wear } from '@lootledger/contracts';
import { boxCoverSvg, escapeXml, initials, itemCoverSvg, weaponClass } from './cover-image';

const redline = {
  id: 'ak-47-redline-ft',
  name_en: 'AK-47 | Redline',
  name_zh: 'AK-47 | 红线',
  weapon: 'AK-47',
  skin: 'Redline',
  lv: Rarity.CONFIDENTIAL,
  dura: Wear.EXPERIENCED_IN_WAR,
};

describe('itemCoverSvg', () => {
  it('is an SVG in the rarity colour with the names, the initials and the wear', () => {
    const svg = itemCoverSvg(redline);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(RARITY_GRADES[Rarity.CONFIDENTIAL].color);
    expect(svg).toContain('AK-47 | Redline');
    expect(svg).toContain('红线');
    expect(svg).toContain('>AK<');
    expect(svg).toContain('Field-Tested');
  });

  it('is the same bytes for the same item, and differs between items', () => {
    expect(itemCoverSvg(redline)).toBe(itemCoverSvg({ ...redline }));
    expect(itemCoverSvg({ ...redline, lv: Rarity.HIDDEN })).not.toBe(itemCoverSvg(redline));
  });

  it('escapes names, so no text can become markup', () => {
    const svg = itemCoverSvg({ ...redline, name_en: '<script>alert(1)</script>', weapon: 'A&B "x"', skin: "it's" });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A&amp;B &quot;x&quot;');
  });
});

describe('boxCoverSvg', () => {
  it("is an SVG in the category's colour with both names", () => {
    const svg = boxCoverSvg({ id: 'pandora', name_en: "Pandora's Box", name_zh: '潘多拉魔盒', category: 'premium' });
    expect(svg).toContain(BOX_CATEGORY_NAMES.premium.color);
    expect(svg).toContain('Pandora&apos;s Box');
    expect(svg).toContain('潘多拉魔盒');
  });
});

describe('helpers', () => {
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
  ])('%s is drawn as a %s', (weapon, kind) => expect(weaponClass(weapon)).toBe(kind));

  it.each([
    ['AK-47', 'AK'],
    ['Desert Eagle', 'DE'],
    ['M4A1-S', 'M4'],
    ['★', '?'],
  ])('initials of %s are %s', (weapon, expected) => expect(initials(weapon)).toBe(expected));

  it('escapeXml drops control characters', () => {
    expect(escapeXml('a\u0000b\u0007c')).toBe('abc');
  });
});
