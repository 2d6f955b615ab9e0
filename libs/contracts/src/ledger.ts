// Ledger vocabulary shared by the API, the clients and auditors' tools: balance change types
// (stable numeric values: they are stored in events and read models, never renumber one), income
// or expense, and the counter-accounts of the double entry (counter-account.ts). The games' change
// types come from their wire contracts (games/<game>.ts).
import { CounterAccount } from './counter-account';
import { GAME_WIRES, type GameChangeTypeValues } from './games';

export * from './counter-account';

/** Why a player's coins changed: the core's (the games' come from their wire contracts). */
const CORE_CHANGE_TYPES = {
  RECHARGE: 1,
  FIRST_RECHARGE_BONUS: 2,
  VIP_REBATE: 3,
  REFERRAL_COMMISSION: 4,
  CARD_CODE: 5,
  BOX_OPEN: 6,
  RECYCLE: 7,
  SIGN_IN_PACKET: 13,
  RED_PACKET: 14,
  REGISTRATION_PACKET: 15,
  SHOP: 16,
  STAFF_ADJUSTMENT: 17,
  REFUND: 18,
  TASK_REWARD: 19,
} as const;

type ChangeTypes = typeof CORE_CHANGE_TYPES & GameChangeTypeValues;

/**
 * Why a player's coins changed: the core's and the games', in value order. Values are stable forever
 * (events and read models hold them); a new one takes the next free value.
 */
export const ChangeType: ChangeTypes = Object.fromEntries(
  [
    ...Object.entries(CORE_CHANGE_TYPES),
    ...GAME_WIRES.flatMap((game) =>
      Object.entries(game.changeTypes).map(([name, changeType]) => [name, changeType.value] as const),
    ),
  ].sort(([, a], [, b]) => a - b),
) as ChangeTypes;

export type ChangeType = ChangeTypes[keyof ChangeTypes];

export const CHANGE_TYPES: readonly ChangeType[] = Object.values(ChangeType);

/** The games' change types: name and value, names shown to players, counter-account. */
const GAME_CHANGE_TYPES = GAME_WIRES.flatMap((game) => Object.values(game.changeTypes));

/** The games' promotion-expense change types and the bonus kind each is reported under (by value). */
export const GAME_BONUS_KINDS: ReadonlyMap<number, string> = new Map(
  GAME_CHANGE_TYPES.flatMap((changeType) =>
    'bonusKind' in changeType && changeType.bonusKind ? [[changeType.value, changeType.bonusKind] as const] : [],
  ),
);

export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === 'number' && (CHANGE_TYPES as readonly number[]).includes(value);
}

/** Names shown to players (GET /api/bean/change_type, change_record.change_type_alias). */
export const CHANGE_TYPE_NAMES: Record<ChangeType, { zh: string; en: string }> = {
  ...(Object.fromEntries(
    GAME_CHANGE_TYPES.map((changeType) => [changeType.value, { zh: changeType.zh, en: changeType.en }]),
  ) as Record<GameChangeTypeValues[keyof GameChangeTypeValues], { zh: string; en: string }>),
  [ChangeType.RECHARGE]: { zh: '充值', en: 'Recharge' },
  [ChangeType.FIRST_RECHARGE_BONUS]: { zh: '首充奖励', en: 'First recharge bonus' },
  [ChangeType.VIP_REBATE]: { zh: 'VIP返利', en: 'VIP rebate' },
  [ChangeType.REFERRAL_COMMISSION]: { zh: '推广佣金', en: 'Referral commission' },
  [ChangeType.CARD_CODE]: { zh: '卡密充值', en: 'Card code' },
  [ChangeType.BOX_OPEN]: { zh: '开箱', en: 'Box opening' },
  [ChangeType.RECYCLE]: { zh: '饰品回收', en: 'Recycle' },
  [ChangeType.SIGN_IN_PACKET]: { zh: '签到红包', en: 'Sign-in packet' },
  [ChangeType.RED_PACKET]: { zh: '红包', en: 'Red packet' },
  [ChangeType.REGISTRATION_PACKET]: { zh: '注册红包', en: 'Registration packet' },
  [ChangeType.SHOP]: { zh: '积分商城', en: 'Shop' },
  [ChangeType.STAFF_ADJUSTMENT]: { zh: '后台调整', en: 'Staff adjustment' },
  [ChangeType.REFUND]: { zh: '退款', en: 'Refund' },
  [ChangeType.TASK_REWARD]: { zh: '任务奖励', en: 'Task reward' },
};

/** Direction of a change record (`type` in GET /api/bean/change_records). */
export const ChangeDirection = { INCOME: 1, EXPENSE: 2 } as const;
export type ChangeDirection = (typeof ChangeDirection)[keyof typeof ChangeDirection];

export const CHANGE_DIRECTION_NAMES: Record<ChangeDirection, { zh: string; en: string }> = {
  [ChangeDirection.INCOME]: { zh: '收入', en: 'Income' },
  [ChangeDirection.EXPENSE]: { zh: '支出', en: 'Expense' },
};

/** The default counter-account of each change type (a command may name another). */
export const DEFAULT_COUNTER_ACCOUNT: Record<ChangeType, CounterAccount> = {
  ...(Object.fromEntries(
    GAME_CHANGE_TYPES.map((changeType) => [changeType.value, changeType.counterAccount]),
  ) as Record<GameChangeTypeValues[keyof GameChangeTypeValues], CounterAccount>),
  [ChangeType.RECHARGE]: CounterAccount.PAYMENT_CLEARING,
  [ChangeType.FIRST_RECHARGE_BONUS]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.VIP_REBATE]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.REFERRAL_COMMISSION]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.CARD_CODE]: CounterAccount.CARD_CODE_CLEARING,
  [ChangeType.BOX_OPEN]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.RECYCLE]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.SIGN_IN_PACKET]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.RED_PACKET]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.REGISTRATION_PACKET]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.SHOP]: CounterAccount.SHOP_REVENUE,
  [ChangeType.STAFF_ADJUSTMENT]: CounterAccount.STAFF_ADJUSTMENT,
  [ChangeType.REFUND]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.TASK_REWARD]: CounterAccount.PROMOTION_EXPENSE,
};

/** Status of an item a player owns or owned (`status` in GET /api/storage; bill tabs 1, 2, 4, 5, 6). */
export const StorageStatus = {
  IN_BACKPACK: 0,
  EXTRACTED: 1,
  EXCHANGED: 2,
  FROZEN: 3,
  DELIVERY_REQUESTED: 4,
  SHIPPING: 5,
  AWAITING_RECEIPT: 6,
  /** Spent in a game: staked in an upgrade, fed to a contract (it left the backpack for good). */
  CONSUMED: 7,
} as const;

export type StorageStatus = (typeof StorageStatus)[keyof typeof StorageStatus];

export const STORAGE_STATUSES: readonly StorageStatus[] = Object.values(StorageStatus);

export function isStorageStatus(value: unknown): value is StorageStatus {
  return typeof value === 'number' && (STORAGE_STATUSES as readonly number[]).includes(value);
}

/** Orders of GET /api/storage (`sort`): newest first (the default), or by value. */
export const STORAGE_SORTS = ['newest', 'oldest', 'value_desc', 'value_asc'] as const;
export type StorageSort = (typeof STORAGE_SORTS)[number];

/** The spec's names of the statuses (section 3: "Successfully withdraw, Claimed, Under freezing, ..."). */
export const STORAGE_STATUS_NAMES: Record<StorageStatus, { zh: string; en: string }> = {
  [StorageStatus.IN_BACKPACK]: { zh: '背包中', en: 'In backpack' },
  [StorageStatus.EXTRACTED]: { zh: '提取成功', en: 'Successfully withdraw' },
  [StorageStatus.EXCHANGED]: { zh: '已兑换', en: 'Claimed' },
  [StorageStatus.FROZEN]: { zh: '冻结中', en: 'Under freezing' },
  [StorageStatus.DELIVERY_REQUESTED]: { zh: '申请提货', en: 'Request to Receive' },
  [StorageStatus.SHIPPING]: { zh: '发货中', en: 'Sending' },
  [StorageStatus.AWAITING_RECEIPT]: { zh: '待收货', en: 'Waiting to be Received' },
  [StorageStatus.CONSUMED]: { zh: '已消耗', en: 'Used in a game' },
};
