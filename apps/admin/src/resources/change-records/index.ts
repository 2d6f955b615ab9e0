// change-records: read through a player's page (ReferenceManyField with player_id); no menu entry of its own.
import type { ConsoleFeature } from '../console-feature';
import { changeRecordMessages } from './messages';
export const changeRecords: ConsoleFeature = {
  resources: [{ name: 'change-records' }],
  messages: [changeRecordMessages],
};
