// A signed contract on a player's ledger as a sentence ("signed a contract with 3 items (30.00), RTP
// 90%"), and the items it consumes or grants named "a contract".
import { count, list, money, percent, zhOrEn, type EventSentences } from '../../components/event-sentences';

export const contractSentences: EventSentences = {
  events: {
    ContractSigned: (data, lang) =>
      zhOrEn(
        lang,
        `签订汰换合同：投入 ${count(lang, list(data.inputs).length)}（${money(data.inputs_total)}），返还率 ${percent(data.rtp_bp)}%`,
        `signed a contract with ${count(lang, list(data.inputs).length)} (${money(data.inputs_total)}), RTP ${percent(data.rtp_bp)}%`,
      ),
  },
  sources: { contract: { en: 'a contract', zh: '汰换合同' } },
};
