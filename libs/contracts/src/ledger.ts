// Ledger vocabulary shared by the API, the clients and auditors' tools: balance change types
// (stable numeric values: they are stored in events and read models, never renumber one), income
// or expense, and the counter-accounts of the double entry.

/** Why a player's coins changed. Values are stable forever; add new ones at the end. */
export const ChangeType = {
  RECHARGE: 1,
  FIRST_RECHARGE_BONUS: 2,
  VIP_REBATE: 3,
  REFERRAL_COMMISSION: 4,
  CARD_CODE: 5,
  BOX_OPEN: 6,
  RECYCLE: 7,
  BATTLE: 8,
  BATTLE_WIN: 9,
  UPGRADE: 10,
  CONTRACT: 11,
  ROLL: 12,
  SIGN_IN_PACKET: 13,
  RED_PACKET: 14,
  REGISTRATION_PACKET: 15,
  SHOP: 16,
  STAFF_ADJUSTMENT: 17,
  REFUND: 18,
  TASK_REWARD: 19,
  RANKING_REWARD: 20,
  BATTLE_REBATE: 21,
} as const;

export type ChangeType = (typeof ChangeType)[keyof typeof ChangeType];

export const CHANGE_TYPES: readonly ChangeType[] = Object.values(ChangeType);

export function isChangeType(value: unknown): value is ChangeType {
  return typeof value === 'number' && (CHANGE_TYPES as readonly number[]).includes(value);
}

/** Names shown to players (GET /api/bean/change_type, change_record.change_type_alias). */
export const CHANGE_TYPE_NAMES: Record<ChangeType, { zh: string; en: string }> = {
  [ChangeType.RECHARGE]: { zh: '充值', en: 'Recharge' },
  [ChangeType.FIRST_RECHARGE_BONUS]: { zh: '首充奖励', en: 'First recharge bonus' },
  [ChangeType.VIP_REBATE]: { zh: 'VIP返利', en: 'VIP rebate' },
  [ChangeType.REFERRAL_COMMISSION]: { zh: '推广佣金', en: 'Referral commission' },
  [ChangeType.CARD_CODE]: { zh: '卡密充值', en: 'Card code' },
  [ChangeType.BOX_OPEN]: { zh: '开箱', en: 'Box opening' },
  [ChangeType.RECYCLE]: { zh: '饰品回收', en: 'Recycle' },
  [ChangeType.BATTLE]: { zh: '对战', en: 'Battle' },
  [ChangeType.BATTLE_WIN]: { zh: '对战获胜', en: 'Battle win' },
  [ChangeType.UPGRADE]: { zh: '追梦升级', en: 'Upgrade' },
  [ChangeType.CONTRACT]: { zh: '汰换合同', en: 'Contract' },
  [ChangeType.ROLL]: { zh: 'ROLL房', en: 'Roll room' },
  [ChangeType.SIGN_IN_PACKET]: { zh: '签到红包', en: 'Sign-in packet' },
  [ChangeType.RED_PACKET]: { zh: '红包', en: 'Red packet' },
  [ChangeType.REGISTRATION_PACKET]: { zh: '注册红包', en: 'Registration packet' },
  [ChangeType.SHOP]: { zh: '积分商城', en: 'Shop' },
  [ChangeType.STAFF_ADJUSTMENT]: { zh: '后台调整', en: 'Staff adjustment' },
  [ChangeType.REFUND]: { zh: '退款', en: 'Refund' },
  [ChangeType.TASK_REWARD]: { zh: '任务奖励', en: 'Task reward' },
  [ChangeType.RANKING_REWARD]: { zh: '排行榜奖励', en: 'Ranking reward' },
  [ChangeType.BATTLE_REBATE]: { zh: '对战亏损返利', en: 'Battle rebate' },
};

/** Direction of a change record (`type` in GET /api/bean/change_records). */
export const ChangeDirection = { INCOME: 1, EXPENSE: 2 } as const;
export type ChangeDirection = (typeof ChangeDirection)[keyof typeof ChangeDirection];

export const CHANGE_DIRECTION_NAMES: Record<ChangeDirection, { zh: string; en: string }> = {
  [ChangeDirection.INCOME]: { zh: '收入', en: 'Income' },
  [ChangeDirection.EXPENSE]: { zh: '支出', en: 'Expense' },
};

/**
 * The other side of every coin event (double entry): a credit to a player is a debit of one of
 * these, and the other way round. The sum over players and counter-accounts is always zero.
 */
export const CounterAccount = {
  /** Money players paid in through a payment gateway (recharge orders). */
  PAYMENT_CLEARING: 'payment_clearing',
  /** Card codes sold outside and redeemed here. */
  CARD_CODE_CLEARING: 'card_code_clearing',
  /** What the house earns and pays in games: box prices, recycle buy-backs, upgrades, contracts. */
  HOUSE_REVENUE: 'house_revenue',
  /** Coins held while a battle or a roll room is running, paid out when it ends. */
  GAME_ESCROW: 'game_escrow',
  /** Bonuses, packets, sign-in, tasks, rankings, VIP rebates, referral commissions. */
  PROMOTION_EXPENSE: 'promotion_expense',
  /** Points-shop sales. */
  SHOP_REVENUE: 'shop_revenue',
  /** Manual corrections by staff (always with a reason in the admin audit log). */
  STAFF_ADJUSTMENT: 'staff_adjustment',
} as const;

export type CounterAccount = (typeof CounterAccount)[keyof typeof CounterAccount];

export const COUNTER_ACCOUNTS: readonly CounterAccount[] = Object.values(CounterAccount);

export function isCounterAccount(value: unknown): value is CounterAccount {
  return typeof value === 'string' && (COUNTER_ACCOUNTS as readonly string[]).includes(value);
}

/** The default counter-account of each change type (a command may name another). */
export const DEFAULT_COUNTER_ACCOUNT: Record<ChangeType, CounterAccount> = {
  [ChangeType.RECHARGE]: CounterAccount.PAYMENT_CLEARING,
  [ChangeType.FIRST_RECHARGE_BONUS]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.VIP_REBATE]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.REFERRAL_COMMISSION]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.CARD_CODE]: CounterAccount.CARD_CODE_CLEARING,
  [ChangeType.BOX_OPEN]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.RECYCLE]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.BATTLE]: CounterAccount.GAME_ESCROW,
  [ChangeType.BATTLE_WIN]: CounterAccount.GAME_ESCROW,
  [ChangeType.UPGRADE]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.CONTRACT]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.ROLL]: CounterAccount.GAME_ESCROW,
  [ChangeType.SIGN_IN_PACKET]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.RED_PACKET]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.REGISTRATION_PACKET]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.SHOP]: CounterAccount.SHOP_REVENUE,
  [ChangeType.STAFF_ADJUSTMENT]: CounterAccount.STAFF_ADJUSTMENT,
  [ChangeType.REFUND]: CounterAccount.HOUSE_REVENUE,
  [ChangeType.TASK_REWARD]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.RANKING_REWARD]: CounterAccount.PROMOTION_EXPENSE,
  [ChangeType.BATTLE_REBATE]: CounterAccount.PROMOTION_EXPENSE,
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
