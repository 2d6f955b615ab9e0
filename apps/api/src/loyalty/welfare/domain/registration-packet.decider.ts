// Decides the registration packet on a new player's account: one random amount in the configured
// range (fairness.md "Random rewards", the active pair's next nonce), credited REGISTRATION_PACKET.
// Exactly once: the command key `welfare/registration-packet` makes a repeated decision append
// nothing, and the decider itself refuses (returns nothing) when the account already holds it.
import { ChangeType } from '@lootledger/contracts';
import { randomReward, serverSeedHash, unitFloat } from '@lootledger/fairness';
import { coinChange, type PlayerAccountState } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { SeedPairChangedError } from '../../../games';
import { REGISTRATION_PACKET_DRAWN, type RegistrationPacketDrawn } from './welfare.events';
import type { RewardRange } from './welfare-rules';

export const REGISTRATION_PACKET_KEY = 'welfare/registration-packet';
export const REGISTRATION_PACKET_REFERENCE = 'registration-packet';

export interface RegistrationPacketRequest {
  readonly range: RewardRange;
  readonly pairId: string;
  readonly serverSeed: string;
}

export function decideRegistrationPacket(state: PlayerAccountState, request: RegistrationPacketRequest): StreamEvent[] {
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }
  const nonce = pair.nonce;
  const amount = randomReward(
    unitFloat(request.serverSeed, pair.clientSeed, nonce, 0),
    request.range.min,
    request.range.max,
  );
  const drawn: RegistrationPacketDrawn = {
    type: REGISTRATION_PACKET_DRAWN.type,
    data: {
      amount: amount.toString(),
      pair_id: pair.pairId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      draws: [
        {
          purpose: 'registration',
          nonce,
          cursor: 0,
          min: request.range.min.toString(),
          max: request.range.max.toString(),
          roll: amount.toString(),
        },
      ],
    },
  };
  const credit = coinChange(state, 'credit', {
    amount,
    changeType: ChangeType.REGISTRATION_PACKET,
    reference: REGISTRATION_PACKET_REFERENCE,
  });
  return [drawn, credit.event];
}
