// Test data for any context: an item and a box to save with SaveItemCommand / SaveBoxCommand.
//   const knife = anItem({ value: parseAmount('500.00')!, lv: Rarity.EXTRAORDINARY });
//   const box = aBox([[knife, 1], [anItem(), 99]], { price: parseAmount('10.00')! });
import { randomBytes } from 'node:crypto';
import { BoxCategory, Rarity, Wear } from '@lootledger/contracts';
import type { BoxInput, ItemInput } from '../domain/catalogue-rules';

function uniqueId(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

export function anItem(overrides: Partial<ItemInput> = {}): ItemInput {
  return {
    id: uniqueId('test-item'),
    name_zh: 'AK-47 | 红线',
    name_en: 'AK-47 | Redline',
    hash_name: 'AK-47 | Redline (Field-Tested)',
    weapon: 'AK-47',
    skin: 'Redline',
    value: 1000n,
    lv: Rarity.CONFIDENTIAL,
    dura: Wear.FIELD_TESTED,
    ...overrides,
  };
}

/** A box over the given items and weights (positions in the order given). */
export function aBox(
  pool: readonly (readonly [ItemInput | string, number])[],
  overrides: Partial<BoxInput> = {},
): BoxInput {
  return {
    id: uniqueId('test-box'),
    name_zh: '测试箱',
    name_en: 'Test Box',
    price: 1000n,
    category: BoxCategory.CLASSIC,
    enabled: true,
    sortOrder: 0,
    pool: pool.map(([item, weight], position) => ({
      itemId: typeof item === 'string' ? item : item.id,
      weight,
      position,
    })),
    ...overrides,
  };
}
