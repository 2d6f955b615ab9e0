// seed-pairs: read through a player's page (ReferenceManyField with player_id); no menu entry of its own.
import type { ConsoleFeature } from '../console-feature';
import { seedPairMessages } from './messages';
export const seedPairs: ConsoleFeature = {
  resources: [{ name: 'seed-pairs' }],
  messages: [seedPairMessages],
};
