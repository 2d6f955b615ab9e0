// A player asking to join a ROLL room, as a sentence on their ledger, and the items a room takes in,
// awards or returns named "a ROLL room" ("(returned)" for a cancelled room's prizes).
import { text, zhOrEn, type EventSentences } from '../../components/event-sentences';

export const rollSentences: EventSentences = {
  events: {
    RollJoinAsked: (data, lang) =>
      zhOrEn(lang, `申请加入 ROLL 房 ${text(data.room_id)}`, `asked to join ROLL room ${text(data.room_id)}`),
  },
  sources: {
    roll: { en: 'a ROLL room', zh: 'ROLL房' },
    'roll-return': { en: 'a ROLL room (returned)', zh: 'ROLL房（退回）' },
  },
};
