// A player's revealed seed pairs, newest first, paged (GET /api/fairness/history): with the server
// seed, every draw they served can be recomputed.
import { Query } from '@nestjs/cqrs';
import type { Paged } from '@lootledger/contracts';

export interface RevealedSeedPairView {
  pair_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** Draws served: nonces 0 .. nonce-1. */
  nonce: number;
  created_at: string;
  revealed_at: string;
}

export class GetSeedPairHistoryQuery extends Query<Paged<RevealedSeedPairView>> {
  constructor(
    readonly playerId: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
