// The seed pairs as a game's audit check meets them while it scans the log: each pair's commitment
// (hash, client seed, stream) and its server seed once revealed. A game's check follows the pair
// events with `follow` and asks `pairFor` which pair a draw of its may be checked against. That every
// nonce serves exactly one draw, across games, is the pair-nonces check's (pair-draws.ts).
import type { RecordedEvent } from '@lootledger/event-store';
import type { SeedPairCommitted, SeedPairRevealed } from '../../../ledger';
import { describeRecorded, type FailureList } from '../../../platform/event-sourcing';

export interface AuditedPair {
  readonly streamId: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Null until the pair is revealed (its draws are pending until then). */
  serverSeed: string | null;
}

/** The event types `follow` needs among a check's scanned types. */
export const SEED_PAIR_EVENTS = ['SeedPairCommitted', 'SeedPairRevealed'] as const;

export class SeedPairBook {
  private readonly pairs = new Map<string, AuditedPair>();

  constructor(private readonly failures: FailureList) {}

  get size(): number {
    return this.pairs.size;
  }

  get revealed(): number {
    return [...this.pairs.values()].filter((pair) => pair.serverSeed !== null).length;
  }

  /** A pair as followed so far (undefined when never committed). */
  get(pairId: string): AuditedPair | undefined {
    return this.pairs.get(pairId);
  }

  /** Takes a SeedPairCommitted or SeedPairRevealed (true), or leaves any other event alone (false). */
  follow(event: RecordedEvent): boolean {
    if (event.type === 'SeedPairCommitted') {
      const data = event.data as unknown as SeedPairCommitted['data'];
      if (this.pairs.has(data.pair_id))
        this.failures.add(`${describeRecorded(event)}: seed pair ${data.pair_id} committed twice`);
      this.pairs.set(data.pair_id, {
        streamId: event.streamId,
        serverSeedHash: data.server_seed_hash,
        clientSeed: data.client_seed,
        serverSeed: null,
      });
      return true;
    }
    if (event.type === 'SeedPairRevealed') {
      const data = event.data as unknown as SeedPairRevealed['data'];
      const pair = this.pairs.get(data.pair_id);
      if (!pair || pair.streamId !== event.streamId)
        this.failures.add(`${describeRecorded(event)}: reveals pair ${data.pair_id}, never committed in this stream`);
      else pair.serverSeed = data.server_seed;
      return true;
    }
    return false;
  }

  /**
   * The pair a draw recorded at `where` in `streamId` names, when it was committed in that stream
   * with the draw's hash and client seed; otherwise a failure is added (and null returned when there
   * is no such pair at all).
   */
  pairFor(
    where: string,
    streamId: string,
    draw: { pair_id: string; server_seed_hash: string; client_seed: string },
  ): AuditedPair | null {
    const pair = this.pairs.get(draw.pair_id);
    if (!pair || pair.streamId !== streamId) {
      this.failures.add(`${where}: draws from pair ${draw.pair_id}, never committed in this stream`);
      return null;
    }
    if (pair.serverSeedHash !== draw.server_seed_hash || pair.clientSeed !== draw.client_seed)
      this.failures.add(`${where}: seeds differ from pair ${draw.pair_id}'s commitment`);
    return pair;
  }
}
