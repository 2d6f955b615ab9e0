// storage: read through a player's page (ReferenceManyField with player_id); no menu entry of its own.
import type { ConsoleFeature } from '../console-feature';
import { storageMessages } from './messages';
export const storage: ConsoleFeature = {
  resources: [{ name: 'storage' }],
  messages: [storageMessages],
};
