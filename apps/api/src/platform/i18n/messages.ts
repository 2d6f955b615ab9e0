// The message catalogue: every error key and success message in zh and en (contract section 4).
import type { ErrorKey, Language } from '@lootledger/contracts';

type Catalogue = Record<string, { zh: string; en: string }>;

export const ERROR_MESSAGES: Record<ErrorKey, { zh: string; en: string }> = {
  VALIDATION_FAILED: { zh: '请求参数有误', en: 'The request has invalid fields' },
  BAD_REQUEST: { zh: '请求格式有误', en: 'Malformed request' },
  INVALID_INPUT: {
    zh: '请求含有不允许的内容（空字符或嵌套过深）',
    en: 'The request contains input that is not allowed (a NUL character or too deep nesting)',
  },
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
  UPGRADE_ITEM_NOT_FOUND: { zh: '该饰品不可追梦或已下架', en: 'No such upgrade target, or it is no longer available' },
  CLIENT_NOT_FOUND: { zh: '实时连接不存在或已断开', en: 'No such websocket connection (closed or unknown client_id)' },
  STORAGE_NOT_FOUND: { zh: '饰品不存在', en: 'No such item in your storage' },
  ORDER_NOT_FOUND: { zh: '订单不存在', en: 'No such order' },
  PACKAGE_NOT_FOUND: { zh: '充值套餐不存在', en: 'No such recharge package' },
  ADJUSTMENT_NOT_FOUND: { zh: '调整记录不存在', en: 'No such coin adjustment' },
  STAFF_NOT_FOUND: { zh: '员工账号不存在', en: 'No such staff account' },
  BATTLE_NOT_FOUND: { zh: '对战不存在', en: 'No such battle' },
  NOT_BATTLE_CREATOR: { zh: '只有创建者可以取消对战', en: 'Only the creator can cancel the battle' },
  NOT_SEATED: { zh: '您不在该对战中', en: 'You are not seated in this battle' },
  SEAT_TAKEN: { zh: '该座位已有人', en: 'That seat is taken' },
  ALREADY_SEATED: { zh: '您已在该对战中', en: 'You already have a seat in this battle' },
  BATTLE_NOT_WAITING: { zh: '对战已开始或已结束', en: 'The battle is no longer waiting for players' },
  ROBOTS_NOT_ALLOWED: { zh: '该对战不允许机器人加入', en: 'This battle does not allow robots' },
  CONTRACT_TOO_FEW_ITEMS: { zh: '请添加三件以上饰品', en: 'Please add more than three weapons (3 to 9 items)' },
  CONTRACT_TOO_MANY_ITEMS: { zh: '最多只能添加九件饰品', en: 'A contract takes at most nine items' },
  CONTRACT_ITEM_REPEATED: { zh: '该饰品已添加，请勿重复添加', en: 'This item has been added, please do not add again' },
  CONTRACT_NO_POOL: {
    zh: '暂无可合成的饰品，请更换饰品后重试',
    en: 'No items can come out of a contract of this value; try other items',
  },
  CONTRACT_NOT_FOUND: { zh: '合同记录不存在', en: 'No such contract' },
  ITEM_NOT_IN_BACKPACK: { zh: '饰品不在背包中', en: 'The item is no longer in your backpack' },
  TRADE_URL_REQUIRED: { zh: '请先设置Steam交易链接', en: 'Set your Steam trade URL first' },
  NONCE_REUSED: { zh: '请求重复', en: 'This request was already sent (nonce reused)' },
  CONCURRENT_CHANGE: { zh: '操作过于频繁，请重试', en: 'A concurrent change happened; please retry' },
  MOBILE_TAKEN: { zh: '该手机号已注册', en: 'This mobile number is already registered' },
  INVITER_ALREADY_BOUND: { zh: '已绑定邀请人，不能重复绑定', en: 'An inviter is already bound' },
  TRADE_OFFER_SETTLED: { zh: '该交易报价已结束，无法更改', en: 'The trade offer is already settled' },
  ORDER_EXPIRED: { zh: '订单已过期，请重新选择金额', en: 'The order has expired; re-select the amount' },
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
  UPGRADE_ITEM_REQUIRED: { zh: '请选择饰品', en: 'Please select an item' },
  UPGRADE_RATE_TOO_LOW: { zh: '成功率不能低于5%', en: 'Success rate must not be less than 5%' },
  UPGRADE_RATE_TOO_HIGH: { zh: '成功率不能高于75%', en: 'Success rate must not be more than 75%' },
  UPGRADE_STAKE_EXCEEDS_PRICE: {
    zh: '所选饰品价值超过该成功率的价格，请提高成功率或减少饰品',
    en: "The staked items are worth more than this rate's price; raise the rate or stake fewer items",
  },
  SMS_CODE_INVALID: { zh: '验证码错误或已过期', en: 'The verification code is wrong or expired' },
  INVITE_CODE_INVALID: { zh: '邀请码不存在', en: 'No such invite code' },
  STEAM_URL_INVALID: { zh: 'Steam交易链接格式不正确', en: 'That is not a Steam trade-offer URL' },
  IMAGE_INVALID: { zh: '仅支持 JPEG 或 PNG 图片', en: 'Only JPEG or PNG images are accepted' },
  IMAGE_TOO_LARGE: { zh: '上传文件大小不能超过 5MB', en: 'The file may not exceed 5MB' },
  AVATAR_INVALID: { zh: '请先上传头像图片', en: 'Upload the avatar image first' },
  LANGUAGE_UNCHANGED: { zh: '已切换', en: 'Already switched' },
  CARD_CODE_INVALID: { zh: '卡密错误', en: 'CDK code incorrect' },
  CARD_CODE_EXPIRED: { zh: '该卡密已过期', en: 'This CDK code has expired' },
  HELP_ARTICLE_PROTECTED: {
    zh: '用户协议和隐私条款不能删除',
    en: 'The user agreement and the privacy terms cannot be deleted',
  },
  RATE_LIMITED: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests; please try again later' },
  SMS_TOO_FREQUENT: { zh: '验证码发送过于频繁，请60秒后再试', en: 'A code was sent recently; try again in 60 seconds' },
  CARD_CODE_LOCKED: {
    zh: '卡密错误次数过多，请10分钟后再试',
    en: 'Too many incorrect CDK codes; card recharge is locked for 10 minutes',
  },
  INTERNAL_ERROR: { zh: '服务器错误', en: 'Internal server error' },
};

export const MESSAGES: Catalogue = {
  OK: { zh: '成功', en: 'OK' },
  SMS_SENT: { zh: '验证码已发送', en: 'Verification code sent' },
  REGISTERED: { zh: '注册成功', en: 'Registered' },
  LOGGED_IN: { zh: '登录成功', en: 'Logged in' },
  LOGGED_OUT: { zh: '已退出登录', en: 'Logged out' },
  PASSWORD_RESET: { zh: '密码已重置', en: 'Password reset' },
  SAVED: { zh: '保存成功', en: 'Saved' },
  LANGUAGE_SWITCHED: { zh: '切换成功', en: 'Language switched' },
  CARD_RECHARGED: { zh: '充值成功', en: 'Recharge successful' },
  PLAYER_FROZEN: { zh: '账户已冻结', en: 'Account frozen' },
  PLAYER_UNFROZEN: { zh: '账户已解冻', en: 'Account unfrozen' },
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
