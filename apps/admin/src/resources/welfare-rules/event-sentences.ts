// The welfare centre on a player's ledger as sentences: a day's sign-in (with the day-7 award and
// the month packet) and the registration packet.
import { formatAmount } from '@lootledger/contracts';
import { hundredths, signed, text, zhOrEn, type EventSentences } from '../../components/event-sentences';

export const welfareSentences: EventSentences = {
  events: {
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
  },
};
