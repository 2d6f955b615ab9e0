// The ledger's own events as sentences (coins, items, deliveries, seed pairs, VIP, welfare, responsible
// gaming, points) and the item sources of the box openings, the shop and staff; each game's folder
// registers its own events (src/resources/<game>/). Read through components/event-sentences.ts.
import { CHANGE_TYPE_NAMES, formatAmount, isChangeType } from '@lootledger/contracts';
import {
  count,
  hundredths,
  list,
  MINUS,
  money,
  name,
  names,
  signed,
  source,
  sum,
  text,
  zhOrEn,
  type EventData,
  type EventSentences,
  type Sentence,
  type SentenceLang,
} from '../../components/event-sentences';

const ownSources = {
  box_open: { en: 'a box opening', zh: '开箱' },
  shop: { en: 'the points shop', zh: '积分商城' },
  staff: { en: 'staff', zh: '后台' },
};

function changeTypeName(lang: SentenceLang, value: unknown): string {
  return isChangeType(value) ? CHANGE_TYPE_NAMES[value][lang] : `#${text(value)}`;
}

const events: Record<string, Sentence> = {
  CoinsCredited: (data, lang) =>
    zhOrEn(
      lang,
      `入账 ${signed(data.amount)}（${changeTypeName(lang, data.change_type)}），余额 ${money(data.balance_after)}`,
      `credited ${signed(data.amount)} (${changeTypeName(lang, data.change_type)}), balance ${money(data.balance_after)}`,
    ),
  CoinsDebited: (data, lang) =>
    zhOrEn(
      lang,
      `扣款 ${signed(data.amount)}（${changeTypeName(lang, data.change_type)}），余额 ${money(data.balance_after)}`,
      `debited ${signed(data.amount)} (${changeTypeName(lang, data.change_type)}), balance ${money(data.balance_after)}`,
    ),
  BoxOpened: (data, lang) => {
    const box = text(lang === 'zh' ? data.box_name_zh : data.box_name_en);
    const num = Number(text(data.num));
    const drawn = count(lang, list(data.draws).length);
    if (data.free === true)
      return zhOrEn(lang, `免费开启 ${box} ×${num} → ${drawn}`, `opened ${box} ×${num} for free → ${drawn}`);
    const paid = `${MINUS}${formatAmount(hundredths(data.price) * BigInt(num))}`;
    return zhOrEn(lang, `开启 ${box} ×${num} → ${drawn}，${paid}`, `opened ${box} ×${num} → ${drawn}, ${paid}`);
  },
  ItemsGranted: (data, lang, sources) => {
    const items = list(data.items);
    const worth = formatAmount(sum(items.map((item) => (item as EventData).value)));
    const from = source(lang, data.source, sources);
    if (items.length === 1) {
      return zhOrEn(
        lang,
        `获得 ${name(lang, items[0])}（${worth}），来自${from}`,
        `received ${name(lang, items[0])} (${worth}) from ${from}`,
      );
    }
    return zhOrEn(
      lang,
      `获得 ${count(lang, items.length)}（${worth}），来自${from}：${names(lang, items)}`,
      `received ${count(lang, items.length)} (${worth}) from ${from}: ${names(lang, items)}`,
    );
  },
  ItemsConsumed: (data, lang, sources) =>
    zhOrEn(
      lang,
      `消耗 ${count(lang, list(data.storage_ids).length)}（${money(data.value)}）用于${source(lang, data.source, sources)}`,
      `spent ${count(lang, list(data.storage_ids).length)} (${money(data.value)}) on ${source(lang, data.source, sources)}`,
    ),
  ItemsRecycled: (data, lang) =>
    zhOrEn(
      lang,
      `回收 ${count(lang, list(data.storage_ids).length)}，${signed(data.amount)}`,
      `recycled ${count(lang, list(data.storage_ids).length)} for ${signed(data.amount)}`,
    ),
  ItemsExtractionRequested: (data, lang) =>
    zhOrEn(
      lang,
      `申请提取 ${count(lang, list(data.items).length)}`,
      `asked to extract ${count(lang, list(data.items).length)}`,
    ),
  ItemDeliveryUpdated: (data, lang) => {
    const bill = text(data.bill_id);
    return data.status === 6
      ? zhOrEn(lang, `提货单 ${bill}：报价已发送，等待收货`, `delivery ${bill}: trade offer sent, awaiting receipt`)
      : zhOrEn(lang, `提货单 ${bill}：发货中（已发起报价）`, `delivery ${bill}: shipping (trade offer made)`);
  },
  ItemExtracted: (data, lang) =>
    zhOrEn(
      lang,
      `提货单 ${text(data.bill_id)}：饰品已送达`,
      `delivery ${text(data.bill_id)}: item received by the player`,
    ),
  ItemReturned: (data, lang) =>
    zhOrEn(
      lang,
      `提货单 ${text(data.bill_id)} 失败，饰品退回背包：${text(data.reason)}`,
      `delivery ${text(data.bill_id)} failed, item back in the backpack: ${text(data.reason)}`,
    ),
  SeedPairCommitted: (data, lang) =>
    zhOrEn(
      lang,
      `新种子对已承诺（哈希 ${text(data.server_seed_hash).slice(0, 12)}…）`,
      `new seed pair committed (hash ${text(data.server_seed_hash).slice(0, 12)}…)`,
    ),
  SeedPairRevealed: (data, lang) =>
    zhOrEn(lang, `种子对已公开，共 ${text(data.nonce)} 次抽取`, `seed pair revealed after ${text(data.nonce)} draws`),
  VipLevelChanged: (data, lang) =>
    zhOrEn(
      lang,
      `VIP 等级 ${text(data.from)} → ${text(data.to)}（累计充值 ${money(data.total_recharge)}）`,
      `VIP level ${text(data.from)} → ${text(data.to)} (total recharge ${money(data.total_recharge)})`,
    ),
  TopUpRequested: (data, lang) =>
    zhOrEn(
      lang,
      `申请充值 ${money(data.bean)}（${text(data.reference)}）`,
      `asked to top up ${money(data.bean)} (${text(data.reference)})`,
    ),
  RedPacketClaimAsked: (data, lang) =>
    zhOrEn(lang, `申请领取红包 ${text(data.campaign_id)}`, `asked to claim red packet ${text(data.campaign_id)}`),
  ExclusionStarted: (data, lang) => {
    const until = data.until === null ? null : text(data.until);
    const kind = text(data.kind);
    if (lang === 'zh')
      return `${kind === 'cool_off' ? '冷静期' : '自我排除'}开始，${until === null ? '永久' : `至 ${until}`}`;
    return `${kind === 'cool_off' ? 'cool-off' : 'self-exclusion'} started, ${until === null ? 'permanent' : `until ${until}`}`;
  },
  DepositLimitSet: (data, lang) => {
    const amount = data.amount === null ? null : money(data.amount);
    const period = text(data.period);
    if (lang === 'zh') {
      const name = { day: '日', week: '周', month: '月' }[period] ?? period;
      return `${name}充值限额 ${amount ?? '取消'}，${text(data.effective_at)} 生效`;
    }
    return `${period} deposit limit ${amount ?? 'removed'}, from ${text(data.effective_at)}`;
  },
  SessionReminderSet: (data, lang) =>
    data.every_minutes === null
      ? zhOrEn(lang, '游戏时长提醒已关闭', 'play reminders off')
      : zhOrEn(
          lang,
          `每 ${text(data.every_minutes)} 分钟提醒游戏时长`,
          `play reminder every ${text(data.every_minutes)} minutes`,
        ),
  AccountFrozen: (data, lang) =>
    zhOrEn(lang, `账户已冻结：${text(data.reason)}`, `account frozen: ${text(data.reason)}`),
  AccountUnfrozen: (data, lang) =>
    zhOrEn(lang, `账户已解冻：${text(data.reason)}`, `account unfrozen: ${text(data.reason)}`),
  TaskRewardClaimed: (data, lang) =>
    zhOrEn(
      lang,
      `领取每日任务奖励（${text(data.day)}）：${signed(data.reward)}`,
      `claimed a daily task reward (${text(data.day)}): ${signed(data.reward)}`,
    ),
  RedPacketDrawn: (data, lang) =>
    zhOrEn(
      lang,
      `抽取红包份额（活动 ${text(data.campaign_id)}）`,
      `drew a red-packet share (campaign ${text(data.campaign_id)})`,
    ),
  SignedIn: (data, lang) => {
    const parts = [data.bean, data.award, data.month_packet].map(hundredths);
    const total = parts.reduce((a, b) => a + b, 0n);
    const extras = [
      parts[1] > 0n
        ? zhOrEn(lang, `第 7 天奖励 ${formatAmount(parts[1])}`, `day-7 award ${formatAmount(parts[1])}`)
        : null,
      parts[2] > 0n
        ? zhOrEn(lang, `月度红包 ${formatAmount(parts[2])}`, `month packet ${formatAmount(parts[2])}`)
        : null,
    ].filter(Boolean);
    const detail = extras.length ? zhOrEn(lang, `（含${extras.join('、')}）`, ` (with ${extras.join(', ')})`) : '';
    return zhOrEn(
      lang,
      `签到第 ${text(data.streak_day)} 天：+${formatAmount(total)}${detail}`,
      `signed in, day ${text(data.streak_day)} of 7: +${formatAmount(total)}${detail}`,
    );
  },
  RegistrationPacketDrawn: (data, lang) =>
    zhOrEn(lang, `领取注册红包：${signed(data.amount)}`, `drew the registration packet: ${signed(data.amount)}`),
  // Points live on their own stream (points-{id}); read here too should they be listed.
  PointsEarned: (data, lang) =>
    zhOrEn(
      lang,
      `获得 ${text(data.amount)} 积分，积分余额 ${text(data.balance_after)}`,
      `earned ${text(data.amount)} points, points balance ${text(data.balance_after)}`,
    ),
  PointsSpent: (data, lang) =>
    zhOrEn(
      lang,
      `使用 ${text(data.amount).replace(/^-/, '')} 积分，积分余额 ${text(data.balance_after)}`,
      `spent ${text(data.amount).replace(/^-/, '')} points, points balance ${text(data.balance_after)}`,
    ),
};

export const ledgerSentences: EventSentences = { events, sources: ownSources };
