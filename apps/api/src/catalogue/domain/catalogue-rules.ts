// What a valid item and a valid box are, checked before anything is written. Pure: each rule
// returns the fields it refuses, with messages in both languages (400 VALIDATION_FAILED).
import { isBoxCategory, isRarity, isWear } from '@lootledger/contracts';
import { fieldProblem, type FieldError } from '../../platform/validation/field-errors';

export interface ItemInput {
  id: string;
  name_zh: string;
  name_en: string;
  hash_name: string;
  weapon: string;
  /** Empty for a vanilla knife. */
  skin: string;
  /** Defaults to the generated cover, /covers/items/{id}.svg. */
  cover?: string;
  /** Integer hundredths. */
  value: bigint;
  lv: number;
  dura: number;
}

export interface PoolInput {
  itemId: string;
  weight: number;
  /** Defaults to the entry's index in the list. */
  position?: number;
}

export interface BoxInput {
  id: string;
  name_zh: string;
  name_en: string;
  /** Defaults to the generated cover, /covers/boxes/{id}.svg. */
  cover?: string;
  /** Integer hundredths. */
  price: bigint;
  category: string;
  enabled: boolean;
  sortOrder: number;
  pool: readonly PoolInput[];
}

/** Ids appear in URLs (/api/box/{id}, cover paths): letters, digits, '-' and '_'. */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isCatalogueId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

const COVER = /^(\/|https:\/\/)[^\s"'<>]{0,299}$/;
/** Keeps the sum of a pool's weights far inside a safe integer. */
export const MAX_WEIGHT = 1_000_000_000;
export const MAX_POOL_SIZE = 100;
const MAX_VALUE = 10n ** 13n;

function textOf(field: string, value: unknown, max: number, required = true): FieldError[] {
  if (typeof value !== 'string' || value.length > max || (required && value.trim() === '')) {
    return [
      fieldProblem(
        field,
        `${field} must be ${required ? 'a non-empty' : 'a'} text of at most ${max} characters`,
        `${field} 须为不超过 ${max} 个字符的文本`,
      ),
    ];
  }
  return [];
}

function id(field: string, value: unknown): FieldError[] {
  return isCatalogueId(value)
    ? []
    : [
        fieldProblem(
          field,
          `${field} must be 1-64 letters, digits, '-' or '_'`,
          `${field} 须为 1-64 位字母、数字、'-' 或 '_'`,
        ),
      ];
}

function cover(value: unknown): FieldError[] {
  return value === undefined || (typeof value === 'string' && COVER.test(value))
    ? []
    : [fieldProblem('cover', 'cover must be a path (/...) or an https URL', 'cover 须为路径 (/...) 或 https 地址')];
}

export function itemProblems(input: ItemInput): FieldError[] {
  const problems = [
    ...id('id', input.id),
    ...textOf('name_zh', input.name_zh, 100),
    ...textOf('name_en', input.name_en, 100),
    ...textOf('hash_name', input.hash_name, 200),
    ...textOf('weapon', input.weapon, 64),
    ...textOf('skin', input.skin, 64, false),
    ...cover(input.cover),
  ];
  if (typeof input.value !== 'bigint' || input.value < 0n || input.value >= MAX_VALUE) {
    problems.push(fieldProblem('value', 'value must be a non-negative amount', 'value 须为非负金额'));
  }
  if (!isRarity(input.lv)) problems.push(fieldProblem('lv', 'lv must be a rarity grade', 'lv 须为稀有度等级'));
  if (!isWear(input.dura)) problems.push(fieldProblem('dura', 'dura must be a wear grade', 'dura 须为磨损等级'));
  return problems;
}

export function boxProblems(input: BoxInput): FieldError[] {
  const problems = [
    ...id('id', input.id),
    ...textOf('name_zh', input.name_zh, 100),
    ...textOf('name_en', input.name_en, 100),
    ...cover(input.cover),
  ];
  if (typeof input.price !== 'bigint' || input.price <= 0n || input.price >= MAX_VALUE) {
    problems.push(fieldProblem('price', 'price must be a positive amount', 'price 须为正数金额'));
  }
  if (!isBoxCategory(input.category))
    problems.push(fieldProblem('category', 'category is not a box category', 'category 不是有效的箱子分类'));
  if (typeof input.enabled !== 'boolean')
    problems.push(fieldProblem('enabled', 'enabled must be true or false', 'enabled 须为布尔值'));
  if (!Number.isSafeInteger(input.sortOrder))
    problems.push(fieldProblem('sortOrder', 'sortOrder must be an integer', 'sortOrder 须为整数'));
  if (!Array.isArray(input.pool) || input.pool.length === 0 || input.pool.length > MAX_POOL_SIZE) {
    problems.push(
      fieldProblem('pool', `pool must hold 1 to ${MAX_POOL_SIZE} items`, `pool 须包含 1 到 ${MAX_POOL_SIZE} 个饰品`),
    );
    return problems;
  }
  const seen = new Set<string>();
  input.pool.forEach((entry, index) => {
    const field = `pool.${index}`;
    problems.push(...id(`${field}.itemId`, entry.itemId));
    if (seen.has(entry.itemId))
      problems.push(fieldProblem(`${field}.itemId`, 'an item appears twice in the pool', '同一饰品在奖池中重复'));
    seen.add(entry.itemId);
    if (!Number.isSafeInteger(entry.weight) || entry.weight <= 0 || entry.weight > MAX_WEIGHT) {
      problems.push(
        fieldProblem(
          `${field}.weight`,
          `weight must be an integer from 1 to ${MAX_WEIGHT}`,
          `weight 须为 1 到 ${MAX_WEIGHT} 的整数`,
        ),
      );
    }
    if (
      entry.position !== undefined &&
      (!Number.isSafeInteger(entry.position) || entry.position < 0 || entry.position > 1_000_000)
    ) {
      problems.push(
        fieldProblem(`${field}.position`, 'position must be a non-negative integer', 'position 须为非负整数'),
      );
    }
  });
  return problems;
}
