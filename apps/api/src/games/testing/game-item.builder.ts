// Test data for the games' pure decider specs: a catalogue item as a box's pool or a contract's
// candidates hold it, its names, market name and cover made from its id.
//   const knife = aGameItem('knife', 9_000n);  // rarity 3, Field-Tested (wear 3)
//   const worn = aGameItem('ak', 500n, 2);      // wear 2

export function aGameItem(id: string, value: bigint, dura = 3) {
  return {
    id,
    name_zh: `${id}-zh`,
    name_en: `${id}-en`,
    hash_name: `${id} (Field-Tested)`,
    cover: `/covers/items/${id}.svg`,
    value,
    lv: 3,
    dura,
  };
}
