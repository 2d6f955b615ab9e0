// A player asked to claim a red packet, on their own stream, before their share is reserved on the
// campaign's stream: the decision responsible gaming's guard can refuse atomically (a claimed reward
// is play, and a cool-off or self-exclusion is recorded on the player stream). It moves nothing; one
// per request. The share's credit follows the reservation and is never refused.
import { PLAYER_ACCOUNT } from '../../../ledger';
import { defineEvent, extension } from '../../../platform/event-sourcing';

export interface RedPacketClaimAskedData {
  readonly campaign_id: string;
}

export const RED_PACKET_CLAIM_ASKED = defineEvent('RedPacketClaimAsked', {
  parse: (data, check): RedPacketClaimAskedData => {
    check.string(data.campaign_id, 'campaign_id');
    return data as unknown as RedPacketClaimAskedData;
  },
});

export const RED_PACKET_CLAIM_ASKED_ON_PLAYER_ACCOUNTS = extension(
  PLAYER_ACCOUNT,
  RED_PACKET_CLAIM_ASKED,
  (state) => state,
);
