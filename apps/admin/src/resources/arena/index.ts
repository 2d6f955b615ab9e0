// The arena in the console: its battles (read only), its daily reward tables and ranking settings, under the Arena
// heading; items a battle grants read "from a battle" on a player's ledger.
import type { ConsoleFeature } from '../console-feature';
import { arenaRankingRewards, arenaRankingSettings, arenaRebateTiers } from './arena-rules';
import { arenaRuleMessages } from './arena-rules/messages';
import { battles } from './battles';
import { battleMessages } from './battles/messages';
import { arenaMessages } from './messages';

export const arena: ConsoleFeature = {
  resources: [battles, arenaRankingRewards, arenaRebateTiers, arenaRankingSettings],
  messages: [arenaMessages, battleMessages, arenaRuleMessages],
  eventSentences: { sources: { battle: { en: 'a battle', zh: '对战' } } },
};
