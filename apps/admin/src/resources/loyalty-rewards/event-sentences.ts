// Loyalty on a player's ledger as sentences: a daily task's reward, points earned and spent; and the
// items the points shop grants named "the points shop".
import { signed, text, zhOrEn, type EventSentences } from '../../components/event-sentences';

export const loyaltySentences: EventSentences = {
  events: {
    TaskRewardClaimed: (data, lang) =>
      zhOrEn(
        lang,
        `领取每日任务奖励（${text(data.day)}）：${signed(data.reward)}`,
        `claimed a daily task reward (${text(data.day)}): ${signed(data.reward)}`,
      ),
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
  },
  sources: { shop: { en: 'the points shop', zh: '积分商城' } },
};
