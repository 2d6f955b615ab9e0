// A player asked to join a ROLL room, on their own stream, before the join is decided on the room's
// stream: the decision responsible gaming's guard can refuse atomically (a room joined is play, and a
// cool-off or self-exclusion is recorded on the player stream). It moves nothing; one per request.
import { PLAYER_ACCOUNT } from '../../../ledger';
import { defineEvent, extension } from '../../../platform/event-sourcing';

export interface RollJoinAskedData {
  readonly room_id: string;
}

export const ROLL_JOIN_ASKED = defineEvent('RollJoinAsked', {
  parse: (data, check): RollJoinAskedData => {
    check.string(data.room_id, 'room_id');
    return data as unknown as RollJoinAskedData;
  },
});

export const ROLL_JOIN_ASKED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, ROLL_JOIN_ASKED, (state) => state);
