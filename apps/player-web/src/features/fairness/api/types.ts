export interface SeedPair {
  server_seed_hash: string;
  client_seed: string;
  /** The next nonce of the pair. */
  nonce: number;
}

export interface RevealedSeedPair extends SeedPair {
  pair_id: string;
  server_seed: string;
  created_at?: string;
  revealed_at?: string;
}

export interface RotatedSeedPair extends SeedPair {
  server_seed: string | null;
  revealed: RevealedSeedPair;
}
