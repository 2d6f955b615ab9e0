// Decides the provably-fair seed pair of an account (fairness.md "Seeds"): the first pair, and a
// rotation that publishes the old server seed and starts a new pair at nonce 0. Pure: the new
// server seed's hash, the revealed seed and the ids arrive in the request.
import { DomainError } from '../../platform/errors/domain-error';
import type { PlayerAccountState } from './player-account';
import type { SeedPairCommitted, SeedPairRevealed } from './player-account.events';

export interface NewSeedPair {
  pairId: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** The account's first pair; nothing when it already has one (a repeated start-up step). */
export function commitFirstSeedPair(state: PlayerAccountState, pair: NewSeedPair): SeedPairCommitted[] {
  if (state.seedPair) return [];
  return [committed(pair)];
}

/**
 * Retires the active pair (revealing its server seed, which must match the commitment) and
 * commits the new one, in one append.
 */
export function rotateSeedPair(
  state: PlayerAccountState,
  request: { revealedServerSeed: string; revealedServerSeedHash: string; next: NewSeedPair },
): (SeedPairRevealed | SeedPairCommitted)[] {
  const active = state.seedPair;
  if (!active) return [committed(request.next)];
  if (request.revealedServerSeedHash !== active.serverSeedHash) {
    throw new Error(`the server seed to reveal does not match pair ${active.pairId}'s commitment`);
  }
  if (request.next.pairId === active.pairId) throw new DomainError('CONCURRENT_CHANGE');
  return [
    {
      type: 'SeedPairRevealed',
      data: {
        pair_id: active.pairId,
        server_seed: request.revealedServerSeed,
        server_seed_hash: active.serverSeedHash,
        client_seed: active.clientSeed,
        nonce: active.nonce,
      },
    },
    committed(request.next),
  ];
}

function committed(pair: NewSeedPair): SeedPairCommitted {
  return {
    type: 'SeedPairCommitted',
    data: { pair_id: pair.pairId, server_seed_hash: pair.serverSeedHash, client_seed: pair.clientSeed },
  };
}
