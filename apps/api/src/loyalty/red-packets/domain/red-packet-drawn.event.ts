// RedPacketDrawn: a claimer's draw for a random red-packet share, on the player's stream (it spends
// one nonce of the player's active pair, so the pair's nonces stay one draw each across games). It
// records the unit float f; the campaign's reservation turns it into the share with its range:
// min + floor(f × (max − min + 1)) hundredths (fairness.md "Random rewards").
import { serverSeedHash, unitFloat } from '@lootledger/fairness';
import { PLAYER_ACCOUNT, withNoncesUsed, type PlayerAccountState } from '../../../ledger';
import { defineEvent, extension, type StreamEvent } from '../../../platform/event-sourcing';
import { SeedPairChangedError } from '../../../games';
import type { ShareDraw } from './red-packet';

export interface RedPacketDrawnData {
  readonly campaign_id: string;
  readonly pair_id: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly draws: readonly {
    readonly purpose: 'red_packet';
    readonly nonce: number;
    readonly cursor: number;
    readonly f: number;
  }[];
}

export const RED_PACKET_DRAWN = defineEvent('RedPacketDrawn', {
  parse: (data, check): RedPacketDrawnData => {
    check.that(typeof data.pair_id === 'string' && Array.isArray(data.draws), 'draws missing');
    return data as unknown as RedPacketDrawnData;
  },
});

export const RED_PACKET_DRAWN_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, RED_PACKET_DRAWN, (state, event) =>
  withNoncesUsed(state, event.data.pair_id, event.data.draws[0].nonce + 1),
);

export function decideDraw(
  state: PlayerAccountState,
  request: { campaignId: string; pairId: string; serverSeed: string },
): StreamEvent[] {
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }
  const data: RedPacketDrawnData = {
    campaign_id: request.campaignId,
    pair_id: pair.pairId,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    draws: [
      {
        purpose: 'red_packet',
        nonce: pair.nonce,
        cursor: 0,
        f: unitFloat(request.serverSeed, pair.clientSeed, pair.nonce, 0),
      },
    ],
  };
  return [{ type: RED_PACKET_DRAWN.type, data }];
}

export function shareDrawOf(data: RedPacketDrawnData): ShareDraw {
  const draw = data.draws[0];
  return {
    pair_id: data.pair_id,
    server_seed_hash: data.server_seed_hash,
    client_seed: data.client_seed,
    nonce: draw.nonce,
    cursor: draw.cursor,
    f: draw.f,
  };
}
