// An upgrade attempt on a player's ledger as a sentence ("upgraded to AWP | Asiimov at 12.5%: won,
// paid 20.00 coins + 1 item (40.00)"), and the items it grants or stakes named "an upgrade".
import {
  count,
  hundredths,
  list,
  money,
  name,
  percent,
  zhOrEn,
  type EventSentences,
} from '../../components/event-sentences';

export const upgradeSentences: EventSentences = {
  events: {
    UpgradeAttempted: (data, lang) => {
      const target = name(lang, data.target);
      const staked = list(data.staked_storage_ids).length;
      const paidZh = [
        hundredths(data.coins) > 0n ? `${money(data.coins)} 金币` : null,
        staked > 0 ? `${count(lang, staked)}（${money(data.stake_value)}）` : null,
      ].filter(Boolean);
      const paidEn = [
        hundredths(data.coins) > 0n ? `${money(data.coins)} coins` : null,
        staked > 0 ? `${count(lang, staked)} (${money(data.stake_value)})` : null,
      ].filter(Boolean);
      return data.success === true
        ? zhOrEn(
            lang,
            `追梦升级成功：${target}（${percent(data.rate)}%），支付 ${paidZh.join(' + ')}`,
            `upgraded to ${target} at ${percent(data.rate)}%: won, paid ${paidEn.join(' + ')}`,
          )
        : zhOrEn(
            lang,
            `追梦升级失败：${target}（${percent(data.rate)}%），支付 ${paidZh.join(' + ')}`,
            `upgrade to ${target} at ${percent(data.rate)}%: lost, paid ${paidEn.join(' + ')}`,
          );
    },
  },
  sources: { upgrade: { en: 'an upgrade', zh: '追梦升级' } },
};
