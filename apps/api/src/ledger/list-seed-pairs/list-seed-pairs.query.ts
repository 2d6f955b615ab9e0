// One player's provably-fair seed pairs for staff (GET /admin/api/seed-pairs?filter={"player_id"}):
// the active pair with its commitment only, revealed pairs with their server seed. An unrevealed
// server seed is never listed (the read model does not hold it; the query checks anyway).
import { Query } from '@nestjs/cqrs';

export const SEED_PAIR_SORT_FIELDS = ['committed_at', 'revealed_at'] as const;
export type SeedPairSortField = (typeof SEED_PAIR_SORT_FIELDS)[number];

export interface SeedPairListRequest {
  filter: { playerId: string; revealed?: boolean };
  sort: { field: SeedPairSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface StaffSeedPairView {
  pairId: string;
  playerId: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Null until the pair is revealed. */
  serverSeed: string | null;
  /** Draws served (nonces 0 .. nonce-1), known once revealed. */
  nonce: number | null;
  committedAt: string;
  revealedAt: string | null;
}

export interface SeedPairListPage {
  pairs: StaffSeedPairView[];
  total: number;
}

export class ListSeedPairsQuery extends Query<SeedPairListPage> {
  constructor(readonly request: SeedPairListRequest) {
    super();
  }
}
