// The ledger's own events as sentences (coins, items, deliveries, seed pairs, VIP, top-ups, frozen
// accounts, responsible gaming) and the item sources of box openings and staff; a folder whose
// feature adds events registers their sentences itself (a game's in src/resources/<game>/, welfare,
// red packets and loyalty in theirs). Read through components/event-sentences.ts.
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
  ItemFrozen: (data, lang) =>
    zhOrEn(
      lang,
      `饰品 ${text(data.storage_id)} 已冻结：${text(data.reason)}`,
      `item ${text(data.storage_id)} frozen: ${text(data.reason)}`,
    ),
  ItemUnfrozen: (data, lang) =>
    zhOrEn(
      lang,
      `饰品 ${text(data.storage_id)} 已解冻：${text(data.reason)}`,
      `item ${text(data.storage_id)} unfrozen: ${text(data.reason)}`,
    ),
};

export const ledgerSentences: EventSentences = { events, sources: ownSources };
