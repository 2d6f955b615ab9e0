// Red packets on a player's ledger as sentences: asking to claim a campaign's packet, and the share
// drawn from it.
import { text, zhOrEn, type EventSentences } from '../../components/event-sentences';

export const redPacketSentences: EventSentences = {
  events: {
    RedPacketClaimAsked: (data, lang) =>
      zhOrEn(lang, `申请领取红包 ${text(data.campaign_id)}`, `asked to claim red packet ${text(data.campaign_id)}`),
    RedPacketDrawn: (data, lang) =>
      zhOrEn(
        lang,
        `抽取红包份额（活动 ${text(data.campaign_id)}）`,
        `drew a red-packet share (campaign ${text(data.campaign_id)})`,
      ),
  },
};
