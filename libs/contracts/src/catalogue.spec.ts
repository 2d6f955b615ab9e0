import { WEARS, WEAR_GRADES, Wear, wearAliases } from './catalogue';

describe('wear grades', () => {
  it('keep the numbers the API sends', () => {
    expect(Wear).toEqual({
      FACTORY_NEW: 1,
      MINIMAL_WEAR: 2,
      FIELD_TESTED: 3,
      WELL_WORN: 4,
      BATTLE_SCARRED: 5,
      NOT_PAINTED: 6,
    });
  });

  it('carry the official CS2 exterior names in English and Chinese', () => {
    expect(WEARS.map((dura) => [dura, wearAliases(dura)])).toEqual([
      [1, { dura_alias: '崭新出厂', dura_alias_en: 'Factory New' }],
      [2, { dura_alias: '略有磨损', dura_alias_en: 'Minimal Wear' }],
      [3, { dura_alias: '久经沙场', dura_alias_en: 'Field-Tested' }],
      [4, { dura_alias: '破损不堪', dura_alias_en: 'Well-Worn' }],
      [5, { dura_alias: '战痕累累', dura_alias_en: 'Battle-Scarred' }],
      [6, { dura_alias: '无涂装', dura_alias_en: 'Not Painted' }],
    ]);
  });

  it('spell a painted wear in a market hash_name as its English name; a vanilla knife has no suffix', () => {
    for (const dura of WEARS.filter((wear) => wear !== Wear.NOT_PAINTED)) {
      expect(WEAR_GRADES[dura].market_name).toBe(WEAR_GRADES[dura].dura_alias_en);
    }
    expect(WEAR_GRADES[Wear.NOT_PAINTED].market_name).toBeNull();
  });

  it('are empty for a grade this version does not know', () => {
    expect(wearAliases(9)).toEqual({ dura_alias: '', dura_alias_en: '' });
  });
});
