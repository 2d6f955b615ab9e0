// The upgrade game in the console: its attempts, its targets and its RTP under the Upgrade heading,
// and its attempts read as sentences on a player's ledger.
import type { ConsoleFeature } from '../console-feature';
import { upgradeSentences } from './event-sentences';
import { upgradeGameMessages } from './messages';
import { upgrades, upgradeSettings, upgradeTargets } from './upgrades';
import { upgradeMessages } from './upgrades/messages';

export const upgrade: ConsoleFeature = {
  resources: [upgrades, upgradeTargets, upgradeSettings],
  messages: [upgradeGameMessages, upgradeMessages],
  eventSentences: upgradeSentences,
};
