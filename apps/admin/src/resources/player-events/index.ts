// player-events: read through a player's page (ReferenceManyField with player_id); no menu entry of its
// own. The ledger's own events read as sentences there (ledger-sentences.ts).
import type { ConsoleFeature } from '../console-feature';
import { ledgerSentences } from './ledger-sentences';
import { playerEventMessages } from './messages';
export const playerEvents: ConsoleFeature = {
  resources: [{ name: 'player-events' }],
  messages: [playerEventMessages],
  eventSentences: ledgerSentences,
};
