// The contract game in the console: its contracts and its rules under the Contracts heading, and a
// signed contract read as a sentence on a player's ledger.
import type { ConsoleFeature } from '../console-feature';
import { contracts, contractSettings } from './contracts';
import { contractMessages } from './contracts/messages';
import { contractSentences } from './event-sentences';
import { contractGameMessages } from './messages';

export const contract: ConsoleFeature = {
  resources: [contracts, contractSettings],
  messages: [contractGameMessages, contractMessages],
  eventSentences: contractSentences,
};
