// What a draw's decider throws when the pair it was handed is no longer the player's active one (a
// rotation committed between reading the pair and appending the draw). Every game and loyalty's draws
// share it; SeedPairsService.drawOnActivePair catches it and draws again on the new pair.

/** The active pair is not the one whose server seed the caller brought (rotated meanwhile): fetch again. */
export class SeedPairChangedError extends Error {
  constructor(readonly activePairId: string | null) {
    super(`the active seed pair is ${activePairId ?? 'none'}`);
    this.name = 'SeedPairChangedError';
  }
}
