// One seed pair by id, revealed or not (GET /api/fairness/pairs/{pair_id}/draws finds the stream
// whose draws it served here): null when no such pair was committed.
import { Query } from '@nestjs/cqrs';

export interface SeedPairView {
  pair_id: string;
  player_id: string;
  stream_id: string;
  server_seed_hash: string;
  client_seed: string;
  /** Null until revealed. */
  server_seed: string | null;
}

export class GetSeedPairQuery extends Query<SeedPairView | null> {
  constructor(readonly pairId: string) {
    super();
  }
}
