// A player's seed pair lifecycle over the account stream: the first pair (at registration, or on
// first use if that step was lost), and rotation (reveal the old server seed, commit a new pair).
import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { defaultClientSeed, serverSeedHash } from '@lootledger/fairness';
import { commitFirstSeedPair, PlayerAccountService, rotateSeedPair, type ActiveSeedPair } from '../../ledger';
import type { CommandContext } from '../../platform/event-sourcing';
import { SeedPairChangedError } from './seed-pair-changed.error';
import { ServerSeedVault, type StoredServerSeed } from './server-seed-vault';

/** How many rotations a draw follows (the pair rotated under it) before it gives up. */
const MAX_PAIR_CHANGES = 5;

/** The first pair's id is derived from the player, so concurrent first uses converge on one pair. */
export function firstPairId(playerId: string): string {
  return `first-${playerId}`;
}

@Injectable()
export class SeedPairsService {
  constructor(
    private readonly accounts: PlayerAccountService,
    private readonly vault: ServerSeedVault,
  ) {}

  /**
   * Runs a draw on the player's active seed pair: hands `draw` the pair's server seed, and when the
   * pair was rotated meanwhile (the decider threw SeedPairChangedError) reads the new active pair and
   * draws again, up to MAX_PAIR_CHANGES times. `start`: the pair to try first (one the caller just
   * rotated to, or read with the account); by default the cached account's, else the loaded one's.
   */
  async drawOnActivePair<T>(
    playerId: string,
    draw: (seed: StoredServerSeed) => Promise<T>,
    start?: ActiveSeedPair,
  ): Promise<T> {
    let pair = start ?? this.accounts.cachedState(playerId)?.seedPair ?? (await this.activePair(playerId));
    for (let attempt = 1; ; attempt++) {
      try {
        return await draw(await this.vault.get(pair.pairId));
      } catch (error) {
        if (!(error instanceof SeedPairChangedError) || attempt >= MAX_PAIR_CHANGES) throw error;
        pair = await this.activePair(playerId);
      }
    }
  }

  /** The active pair, committing the first one when the account has none. */
  async activePair(playerId: string): Promise<ActiveSeedPair> {
    const { state } = await this.accounts.load(playerId);
    if (state.seedPair) return state.seedPair;
    return this.commitFirst(playerId);
  }

  async commitFirst(playerId: string): Promise<ActiveSeedPair> {
    const pairId = firstPairId(playerId);
    const seed = await this.vault.create(playerId, pairId);
    const clientSeed = defaultClientSeed((length) => randomBytes(length));
    await this.accounts.execute(
      playerId,
      'fairness/first-pair',
      (state) => commitFirstSeedPair(state, { pairId, serverSeedHash: seed.serverSeedHash, clientSeed }),
      context(playerId),
    );
    // Whoever committed first (this call or a concurrent one), that pair is active now.
    const { state } = await this.accounts.load(playerId);
    return state.seedPair!;
  }

  /**
   * Reveals the active pair's server seed and starts a new pair at nonce 0 with the given client
   * seed (or a fresh random one). Returns the revealed seed and the new pair.
   */
  async rotate(playerId: string, clientSeed: string | undefined): Promise<Rotation> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.rotateOnce(playerId, clientSeed);
      } catch (error) {
        if (!(error instanceof PairMovedOn) || attempt >= 3) throw error;
      }
    }
  }

  private async rotateOnce(playerId: string, clientSeed: string | undefined): Promise<Rotation> {
    const current = await this.activePair(playerId);
    const revealedSeed = await this.vault.get(current.pairId);
    const pairId = randomUUID();
    const next = await this.vault.create(playerId, pairId);
    const nextClientSeed = clientSeed ?? defaultClientSeed((length) => randomBytes(length));
    let revealed: RevealedPair | null = null;
    await this.accounts.execute(
      playerId,
      `fairness/rotate/${pairId}`,
      (state) => {
        // The pair may have changed since it was read (another rotation): reveal the one active now.
        if (state.seedPair && state.seedPair.pairId !== revealedSeed.pairId) throw new PairMovedOn();
        const events = rotateSeedPair(state, {
          revealedServerSeed: revealedSeed.serverSeed,
          revealedServerSeedHash: serverSeedHash(revealedSeed.serverSeed),
          next: { pairId, serverSeedHash: next.serverSeedHash, clientSeed: nextClientSeed },
        });
        const reveal = events.find((event) => event.type === 'SeedPairRevealed');
        revealed = reveal
          ? {
              pairId: reveal.data.pair_id,
              serverSeed: reveal.data.server_seed,
              serverSeedHash: reveal.data.server_seed_hash,
              clientSeed: reveal.data.client_seed,
              nonce: reveal.data.nonce,
            }
          : null;
        return events;
      },
      context(playerId),
    );
    this.vault.forget(revealedSeed.pairId);
    return { revealed, active: { pairId, serverSeedHash: next.serverSeedHash, clientSeed: nextClientSeed, nonce: 0 } };
  }
}

export interface RevealedPair {
  pairId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Draws served: nonces 0 .. nonce-1. */
  nonce: number;
}

export interface Rotation {
  /** The retired pair (null when the account had none). */
  revealed: RevealedPair | null;
  active: ActiveSeedPair;
}

/** A rotation raced another one: the caller retries with the pair active now. */
export class PairMovedOn extends Error {
  constructor() {
    super('the active seed pair changed during the rotation');
    this.name = 'PairMovedOn';
  }
}

function context(playerId: string): CommandContext {
  return { actor: { type: 'player', id: playerId }, at: new Date() };
}
