// The message catalogue: every error key and success message in zh and en (contract section 4). The
// games' error messages come with their registrations (registerErrorMessages, from games.registry.ts).
import type { CoreErrorKey, ErrorKey, Language } from '@lootledger/contracts';

type Catalogue = Record<string, { zh: string; en: string }>;

const CORE_ERROR_MESSAGES: Record<CoreErrorKey, { zh: string; en: string }> = {
  VALIDATION_FAILED: { zh: '请求参数有误', en: 'The request has invalid fields' },
  BAD_REQUEST: { zh: '请求格式有误', en: 'Malformed request' },
  INVALID_INPUT: {
    zh: '请求含有不允许的内容（空字符或嵌套过深）',
    en: 'The request contains input that is not allowed (a NUL character or too deep nesting)',
  },
  BODY_NOT_UTF8: { zh: '请求体不是有效的 UTF-8 编码', en: 'The request body is not valid UTF-8' },
  PAYLOAD_TOO_LARGE: { zh: '请求内容过大', en: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    zh: '请求体须为 UTF-8 编码的 JSON（Content-Type: application/json）',
    en: 'The request body must be UTF-8 JSON (Content-Type: application/json)',
  },
  GATEWAY_SIGNATURE_INVALID: { zh: '支付网关签名无效', en: 'The payment gateway signature is invalid' },
  PAYMENT_AMOUNT_MISMATCH: { zh: '支付金额与订单金额不符', en: 'The paid amount differs from the order amount' },
  UNAUTHENTICATED: { zh: '未登录', en: 'Please log in' },
  TOKEN_INVALID: { zh: '登录已失效，请重新登录', en: 'Login Fail: the session is no longer valid' },
  SIGNATURE_INVALID: { zh: '请求签名无效', en: 'The request signature is invalid' },
  TIMESTAMP_SKEW: { zh: '请求时间与服务器相差过大', en: 'The request time is too far from the server time' },
  LOGIN_FAILED: { zh: '手机号或密码错误', en: 'Wrong mobile number or password' },
  REFRESH_TOKEN_INVALID: { zh: '刷新令牌无效，请重新登录', en: 'The refresh token is invalid; please log in again' },
  STAFF_LOGIN_FAILED: { zh: '邮箱或密码错误', en: 'Wrong email or password' },
  TOTP_REQUIRED: {
    zh: '请输入身份验证器中的验证码（或一个恢复码）',
    en: 'Enter the code from your authenticator app (or a recovery code)',
  },
  TOTP_CHALLENGE_INVALID: {
    zh: '登录步骤已过期，请重新输入密码登录',
    en: 'This sign-in step has expired; sign in with your password again',
  },
  FORBIDDEN: { zh: '没有权限', en: 'Forbidden' },
  TOTP_ENROLMENT_REQUIRED: {
    zh: '您的角色必须启用两步验证：请先在“安全”页面完成设置',
    en: 'Your role requires two-factor sign-in: set it up on the Security page first',
  },
  TOTP_DISABLE_FORBIDDEN: {
    zh: '您的角色必须启用两步验证，不能关闭',
    en: 'Your role requires two-factor sign-in; it cannot be turned off',
  },
  CHALLENGE_REQUIRED: {
    zh: '该账户近期登录失败过多，请完成安全验证后再登录',
    en: 'Too many failed sign-ins on this account: complete the security check to sign in',
  },
  ACCOUNT_FROZEN: {
    zh: '账户已被冻结：可以登录查看，但不能消费、回收或提取',
    en: 'Your account is frozen: you can sign in and look, but not spend, recycle or withdraw',
  },
  SELF_APPROVAL_FORBIDDEN: { zh: '不能审批自己提交的调整', en: 'You cannot approve an adjustment you requested' },
  STAFF_SELF_CHANGE_FORBIDDEN: {
    zh: '不能停用自己的账号或更改自己的角色',
    en: 'You cannot disable your own account or change your own role',
  },
  NOT_FOUND: { zh: '资源不存在', en: 'Not found' },
  USER_NOT_FOUND: { zh: '用户不存在', en: 'No such user' },
  HELP_NOT_FOUND: { zh: '帮助文章不存在', en: 'No such help article' },
  BOX_NOT_FOUND: { zh: '箱子不存在或已下架', en: 'No such box, or it is no longer available' },
  CLIENT_NOT_FOUND: { zh: '实时连接不存在或已断开', en: 'No such websocket connection (closed or unknown client_id)' },
  STORAGE_NOT_FOUND: { zh: '饰品不存在', en: 'No such item in your storage' },
  ORDER_NOT_FOUND: { zh: '订单不存在', en: 'No such order' },
  PACKAGE_NOT_FOUND: { zh: '充值套餐不存在', en: 'No such recharge package' },
  ADJUSTMENT_NOT_FOUND: { zh: '调整记录不存在', en: 'No such coin adjustment' },
  STAFF_NOT_FOUND: { zh: '员工账号不存在', en: 'No such staff account' },
  ITEM_NOT_IN_BACKPACK: { zh: '饰品不在背包中', en: 'The item is no longer in your backpack' },
  ITEM_FROZEN: {
    zh: '饰品正在审核中已被冻结，暂不能回收、提取或用于游戏',
    en: 'The item is frozen while under review: it cannot be recycled, withdrawn or staked for now',
  },
  ITEM_ALREADY_FROZEN: { zh: '该饰品已处于冻结状态', en: 'The item is already frozen' },
  ITEM_NOT_FROZEN: {
    zh: '该饰品未被冻结（仅背包中的饰品可冻结）',
    en: 'The item is not frozen (only backpack items can be)',
  },
  TRADE_URL_REQUIRED: { zh: '请先设置Steam交易链接', en: 'Set your Steam trade URL first' },
  NONCE_REUSED: { zh: '请求重复', en: 'This request was already sent (nonce reused)' },
  CONCURRENT_CHANGE: { zh: '操作过于频繁，请重试', en: 'A concurrent change happened; please retry' },
  MOBILE_TAKEN: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  INVITER_ALREADY_BOUND: { zh: '已绑定邀请人，不能重复绑定', en: 'An inviter is already bound' },
  TRADE_OFFER_SETTLED: { zh: '该交易报价已结束，无法更改', en: 'The trade offer is already settled' },
  ORDER_EXPIRED: { zh: '订单已过期，请重新选择金额', en: 'The order has expired; re-select the amount' },
  PAY_WAY_UNAVAILABLE: {
    zh: '该支付方式暂不可用，请选择其他支付方式',
    en: 'This payment method is not available; choose another one',
  },
  PAYMENT_CODE_USED: {
    zh: '二维码只能使用一次，请重新选择金额',
    en: 'QR code can only be used once, re-select the amount',
  },
  CARD_CODE_USED: { zh: '该卡密已被使用', en: 'This CDK code has already been used' },
  ACCOUNT_ALREADY_FROZEN: { zh: '该账户已处于冻结状态', en: 'The account is already frozen' },
  ACCOUNT_NOT_FROZEN: { zh: '该账户未被冻结', en: 'The account is not frozen' },
  ADJUSTMENT_NOT_PENDING: { zh: '该调整已不在待审批状态', en: 'The adjustment is no longer awaiting approval' },
  STAFF_EMAIL_TAKEN: { zh: '该邮箱已有员工账号', en: 'A staff account with this email exists' },
  DUPLICATE_ID: { zh: '该编号已存在', en: 'An entry with this id already exists' },
  BILL_SETTLED: { zh: '该提取单已结束，无法操作', en: 'The delivery bill is already settled' },
  BILL_OFFER_SENT: {
    zh: '交易报价已发出，无法撤回，请等待其结果',
    en: 'A trade offer for this bill is out and cannot be withdrawn; wait for its outcome',
  },
  BILL_NOT_AWAITING_APPROVAL: { zh: '该提取单无需审核', en: 'The delivery bill is not awaiting approval' },
  ALREADY_SIGNED_IN: { zh: '今天已经签到过了', en: 'You have already signed in today' },
  RED_PACKET_NOT_FOUND: { zh: '红包不存在', en: 'No such red packet' },
  RED_PACKET_CODE_INVALID: { zh: '红包口令错误', en: 'Wrong red packet code' },
  RED_PACKET_NOT_STARTED: { zh: '红包活动尚未开始', en: 'This red packet campaign has not started yet' },
  RED_PACKET_ENDED: { zh: '红包活动已结束', en: 'This red packet campaign has ended' },
  RED_PACKET_CLOSED: { zh: '红包活动已关闭', en: 'This red packet campaign is closed' },
  RED_PACKET_EMPTY: { zh: '红包已被抢完', en: 'All red packets have been claimed' },
  RED_PACKET_ALREADY_CLAIMED: { zh: '您已领取过该红包', en: 'You have already claimed this red packet' },
  RED_PACKET_VIP_REQUIRED: { zh: 'VIP 等级不足，无法领取', en: 'Your VIP level is too low for this red packet' },
  RED_PACKET_RECHARGE_REQUIRED: {
    zh: '充值后才能领取该红包',
    en: 'Only players who have recharged may claim this red packet',
  },
  TOTP_ALREADY_ENABLED: { zh: '两步验证已启用', en: 'Two-factor sign-in is already on' },
  TOTP_NOT_ENABLED: { zh: '两步验证未启用', en: 'Two-factor sign-in is not on' },
  TOTP_SETUP_MISSING: { zh: '请先开始设置两步验证', en: 'Start the two-factor set-up first' },
  TOTP_CODE_INVALID: {
    zh: '验证码错误或已使用，请等待下一个验证码',
    en: 'The code is wrong or was already used; wait for the next one',
  },
  AGREEMENT_REQUIRED: { zh: '请先同意用户协议和隐私条款', en: 'Please accept the user agreement and privacy terms' },
  AGE_REQUIRED: { zh: '须年满18周岁', en: 'You must be 18 or older' },
  INSUFFICIENT_BALANCE: { zh: '余额不足', en: 'Insufficient balance' },
  SMS_CODE_INVALID: { zh: '验证码错误或已过期', en: 'The verification code is wrong or expired' },
  INVITE_CODE_INVALID: { zh: '邀请码不存在', en: 'No such invite code' },
  INVITE_CODE_FORMAT: {
    zh: '邀请码须为 4–16 位字母或数字，且至少包含一个字母',
    en: 'An invite code has 4 to 16 letters and digits, at least one of them a letter',
  },
  INVITE_CODE_UNCHANGED: { zh: '这已经是您的邀请码', en: 'This is already your invite code' },
  INVITE_CODE_TAKEN: { zh: '该邀请码已被占用，请换一个', en: 'This invite code is taken; choose another' },
  INVITE_CODE_ALREADY_SET: {
    zh: '邀请码只能设置一次，您已设置过',
    en: 'You have already chosen your invite code; it can be set only once',
  },
  FEATURE_DISABLED: { zh: '该功能暂未开放', en: 'This feature is switched off for now' },
  STEAM_URL_INVALID: { zh: 'Steam交易链接格式不正确', en: 'That is not a Steam trade-offer URL' },
  STEAM_URL_NOT_YOURS: {
    zh: '该交易链接不属于已绑定的 Steam 账号',
    en: 'That trade-offer URL belongs to another Steam account than the one bound',
  },
  STEAM_SIGN_IN_INVALID: {
    zh: 'Steam 登录验证失败，请重试',
    en: 'The Steam sign-in could not be verified; please try again',
  },
  STEAM_SIGN_IN_CANCELLED: { zh: 'Steam 登录已取消', en: 'The Steam sign-in was cancelled' },
  STEAM_SIGN_IN_REPLAYED: {
    zh: '该 Steam 登录结果已被使用，请重新登录',
    en: 'This Steam sign-in was already used; please sign in again',
  },
  STEAM_STATE_INVALID: {
    zh: '该 Steam 登录不是由你发起、已过期或已被使用，请重新发起',
    en: 'This Steam sign-in was not started by you, has expired or was already used; please start again',
  },
  STEAM_ALREADY_BOUND: { zh: '该账号已绑定 Steam 账号', en: 'This account already has a Steam account bound' },
  STEAM_ID_TAKEN: {
    zh: '该 Steam 账号已绑定其他账号',
    en: 'This Steam account is already bound to another account',
  },
  STEAM_URL_OF_OTHER_ACCOUNT: {
    zh: '你保存的交易链接属于另一个 Steam 账号：请登录该 Steam 账号进行绑定，或先保存此 Steam 账号的交易链接',
    en: 'Your saved trade URL belongs to another Steam account: sign in to Steam as that account to bind it, or first save a trade URL of this one',
  },
  MOBILE_ALREADY_BOUND: { zh: '该账号已绑定手机号', en: 'This account already has a mobile number' },
  MOBILE_REQUIRED: {
    zh: '请先绑定手机号后再充值或提取',
    en: 'Bind a mobile number before topping up or extracting',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    zh: '支付渠道暂时无法访问，请稍后再试或选择其他支付方式',
    en: 'The payment service cannot be reached right now; try again later or choose another payment method',
  },
  STEAM_UNAVAILABLE: {
    zh: 'Steam 暂时无法访问，请稍后再试',
    en: 'Steam cannot be reached right now; please try again later',
  },
  MOBILE_INVALID: {
    zh: '手机号码无效或无法接收短信，请检查区号和号码',
    en: 'This mobile number is invalid or cannot receive SMS; check the area code and number',
  },
  SMS_UNAVAILABLE: {
    zh: '短信服务暂时不可用，请稍后再试',
    en: 'Text messages cannot be sent right now; please try again later',
  },
  IMAGE_INVALID: { zh: '仅支持 JPEG 或 PNG 图片', en: 'Only JPEG or PNG images are accepted' },
  IMAGE_TOO_LARGE: { zh: '上传文件大小不能超过 5MB', en: 'The file may not exceed 5MB' },
  AVATAR_INVALID: { zh: '请先上传头像图片', en: 'Upload the avatar image first' },
  LANGUAGE_UNCHANGED: { zh: '已切换', en: 'Already switched' },
  CARD_CODE_REQUIRED: { zh: '请输入卡密', en: 'Enter a card code' },
  REWARD_TIERS_INVALID: {
    zh: '奖励档位无效：需要 1 到 20 个档位，每档金额大于 0.00，权重为 1 到 1000000 的整数',
    en: 'Invalid reward tiers: 1 to 20 tiers, each amount above 0.00 and each weight a whole number from 1 to 1000000',
  },
  CARD_CODE_INVALID: { zh: '卡密错误', en: 'CDK code incorrect' },
  CARD_CODE_EXPIRED: { zh: '该卡密已过期', en: 'This CDK code has expired' },
  HELP_ARTICLE_PROTECTED: {
    zh: '用户协议和隐私条款不能删除',
    en: 'The user agreement and the privacy terms cannot be deleted',
  },
  RATE_LIMITED: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests; please try again later' },
  SMS_TOO_FREQUENT: { zh: '验证码发送过于频繁，请60秒后再试', en: 'A code was sent recently; try again in 60 seconds' },
  SMS_RATE_LIMITED: {
    zh: '该手机号今日接收验证码过多，请稍后再试',
    en: 'This number has received too many codes for now; please try again later',
  },
  REGISTRATION_LIMIT: {
    zh: '今天从此网络或设备注册的账号已达上限，请明天再试',
    en: 'Too many accounts were registered from this network or device today; please try again tomorrow',
  },
  CARD_CODE_LOCKED: {
    zh: '卡密错误次数过多，请10分钟后再试',
    en: 'Too many incorrect CDK codes; card recharge is locked for 10 minutes',
  },
  INTERNAL_ERROR: { zh: '服务器错误', en: 'Internal server error' },
  INSUFFICIENT_POINTS: { zh: '积分不足', en: 'Not enough points' },
  SHOP_ITEM_NOT_FOUND: { zh: '该商品不存在或已下架', en: 'No such shop item, or it is no longer on sale' },
  SHOP_OUT_OF_STOCK: { zh: '商品库存不足', en: 'Not enough of this item left in stock' },
  TASK_NOT_FOUND: { zh: '该任务不存在或已关闭', en: 'No such task, or it is no longer open' },
  TASK_NOT_COMPLETED: { zh: '任务尚未完成', en: 'The task is not completed yet' },
  TASK_ALREADY_CLAIMED: { zh: '今日已领取该任务奖励', en: 'You have already claimed this task today' },
  SEED_PAIR_NOT_FOUND: { zh: '该种子对不存在', en: 'No such seed pair' },
  SEED_PAIR_NOT_REVEALED: {
    zh: '该种子对的服务端种子尚未公开：更换客户端种子后即可验证',
    en: 'This seed pair is not revealed yet: rotate it (change your client seed) to verify its draws',
  },
  FREE_BOX_NOT_FOUND: { zh: '该免费箱子不存在或已关闭', en: 'No such free box, or it is no longer available' },
  FREE_BOX_LOCKED: { zh: '尚未解锁该免费箱子', en: 'This free box is not unlocked for you yet' },
  FREE_BOX_ALREADY_OPENED: { zh: '今日已开启该免费箱子', en: 'You have already opened this free box today' },
  SELF_EXCLUDED: {
    zh: '您正处于冷静期或自我排除期：期间不能充值或参与游戏，仍可提取或回收饰品',
    en: 'You are in a cool-off or self-exclusion: no top-ups or games until it ends; you can still withdraw or recycle items',
  },
  DEPOSIT_LIMIT_EXCEEDED: {
    zh: '本次充值将超出您设置的充值限额',
    en: 'This top-up would exceed the deposit limit you set',
  },
  EXCLUSION_CANNOT_SHORTEN: {
    zh: '冷静期或自我排除期不能缩短，只能延长',
    en: 'A cool-off or self-exclusion cannot be shortened, only extended',
  },
};

const errorMessages: Partial<Record<ErrorKey, { zh: string; en: string }>> = { ...CORE_ERROR_MESSAGES };
/** Every error key's messages: the core's, and the games' once registered. */
export const ERROR_MESSAGES = errorMessages as Readonly<Record<ErrorKey, { zh: string; en: string }>>;

/** Adds a game's error messages (again: the same text is a no-op); a key with other text is a mistake. */
export function registerErrorMessages(messages: Readonly<Partial<Record<ErrorKey, { zh: string; en: string }>>>): void {
  for (const [key, text] of Object.entries(messages) as [ErrorKey, { zh: string; en: string }][]) {
    const known = errorMessages[key];
    if (known && (known.zh !== text.zh || known.en !== text.en)) throw new Error(`error ${key} has two messages`);
    errorMessages[key] = text;
  }
}

export const MESSAGES: Catalogue = {
  OK: { zh: '成功', en: 'OK' },
  SMS_SENT: { zh: '验证码已发送', en: 'Verification code sent' },
  REGISTERED: { zh: '注册成功', en: 'Registered' },
  LOGGED_IN: { zh: '登录成功', en: 'Logged in' },
  STEAM_BOUND: { zh: 'Steam 账号绑定成功', en: 'Steam account bound' },
  MOBILE_BOUND: { zh: '手机号绑定成功', en: 'Mobile number bound' },
  LOGGED_OUT: { zh: '已退出登录', en: 'Logged out' },
  PASSWORD_RESET: { zh: '密码已重置', en: 'Password reset' },
  SAVED: { zh: '保存成功', en: 'Saved' },
  INVITE_CODE_SET: { zh: '邀请码设置成功', en: 'Invite code saved' },
  PLAYER_PROFILE_UPDATED: { zh: '玩家资料已更新', en: 'Player profile updated' },
  LANGUAGE_SWITCHED: { zh: '切换成功', en: 'Language switched' },
  CARD_RECHARGED: { zh: '充值成功', en: 'Recharge successful' },
  PLAYER_FROZEN: { zh: '账户已冻结', en: 'Account frozen' },
  PLAYER_UNFROZEN: { zh: '账户已解冻', en: 'Account unfrozen' },
  ITEM_FROZEN_DONE: { zh: '饰品已冻结', en: 'Item frozen' },
  ITEM_UNFROZEN_DONE: { zh: '饰品已解冻', en: 'Item unfrozen' },
  ADJUSTMENT_APPLIED: { zh: '调整已入账', en: 'Adjustment applied' },
  ADJUSTMENT_AWAITING_APPROVAL: {
    zh: '调整已提交，等待另一名员工审批',
    en: "Adjustment awaits a second staff member's approval",
  },
  ADJUSTMENT_REJECTED: { zh: '调整已驳回', en: 'Adjustment rejected' },
  TOTP_ENABLED: { zh: '两步验证已启用', en: 'Two-factor sign-in is on' },
  TOTP_DISABLED: { zh: '两步验证已关闭', en: 'Two-factor sign-in is off' },
  RECOVERY_CODES_REGENERATED: {
    zh: '已生成新的恢复码，旧恢复码已失效',
    en: 'New recovery codes; the old ones no longer work',
  },
};

export function errorMessage(key: ErrorKey, lang: Language): string {
  return ERROR_MESSAGES[key][lang];
}

export function message(key: string, lang: Language): string {
  const entry = MESSAGES[key];
  return entry ? entry[lang] : key;
}
