// ROLL rooms in the console: the rooms under the ROLL rooms heading, and a player's join request read
// as a sentence on their ledger.
import type { ConsoleFeature } from '../console-feature';
import { rollSentences } from './event-sentences';
import { rollGameMessages } from './messages';
import { rollRooms } from './roll-rooms';
import { rollRoomMessages } from './roll-rooms/messages';

export const roll: ConsoleFeature = {
  resources: [rollRooms],
  messages: [rollGameMessages, rollRoomMessages],
  eventSentences: rollSentences,
};
