// Decides the registration packet on a new player's account: one amount drawn from the configured
// weighted tiers (libs/fairness tierReward: the box's weighted pick over the tiers, on the active
// pair's next nonce), credited REGISTRATION_PACKET.
// Exactly once: the command key `welfare/registration-packet` makes a repeated decision append
// nothing, and the decider itself refuses (returns nothing) when the account already holds it.
import { ChangeType } from '@lootledger/contracts';
import { serverSeedHash } from '@lootledger/fairness';
import { coinChange, type PlayerAccountState } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { SeedPairChangedError } from '../../../games';
import { REGISTRATION_PACKET_DRAWN, type RegistrationPacketDrawn } from './welfare.events';
import { drawFromTiers, type RewardTiers } from './reward-tiers';

export const REGISTRATION_PACKET_KEY = 'welfare/registration-packet';
export const REGISTRATION_PACKET_REFERENCE = 'registration-packet';

export interface RegistrationPacketRequest {
  readonly tiers: RewardTiers;
  readonly pairId: string;
  readonly serverSeed: string;
}

export function decideRegistrationPacket(state: PlayerAccountState, request: RegistrationPacketRequest): StreamEvent[] {
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }
  const draw = drawFromTiers(
    { serverSeed: request.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    'registration',
    request.tiers,
  );
  const amount = BigInt(draw.roll);
  const drawn: RegistrationPacketDrawn = {
    type: REGISTRATION_PACKET_DRAWN.type,
    data: {
      amount: draw.roll,
      pair_id: pair.pairId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      draws: [draw],
    },
  };
  const credit = coinChange(state, 'credit', {
    amount,
    changeType: ChangeType.REGISTRATION_PACKET,
    reference: REGISTRATION_PACKET_REFERENCE,
  });
  return [drawn, credit.event];
}
