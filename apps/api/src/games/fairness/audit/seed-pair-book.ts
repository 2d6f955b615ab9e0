// The seed pairs as a game's audit check meets them while it scans the log: each pair's commitment
// (hash, client seed, stream) and its server seed once revealed. A game's check reads the log with
// `scan` (or follows the pair events itself with `follow`), asks `pairFor` which pair a draw of its
// may be checked against, and re-draws it from the revealed seed (`verifyWeightedPick`, or by its own
// rule from `seedToRedraw`); the book counts the draws verified and pending. That every nonce serves
// exactly one draw, across games, is the pair-nonces check's (pair-draws.ts).
import { serverSeedHash, verifyDraw, type WeightedPool } from '@lootledger/fairness';
import type { RecordedEvent, SqlExecutor } from '@lootledger/event-store';
import type { SeedPairCommitted, SeedPairRevealed } from '../../../ledger';
import { describeRecorded, scanEvents, type FailureList } from '../../../platform/event-sourcing';

export interface AuditedPair {
  readonly streamId: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Null until the pair is revealed (its draws are pending until then). */
  serverSeed: string | null;
}

/** What a weighted pick's event records (a box opening's draw, a contract). */
export interface RecordedWeightedPick {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  cursor: number;
  pool: WeightedPool;
  ticket: number;
  item_id: string;
}

/** A game's draw fact as its check meets it: where it is, its stream, its data. */
export interface RecordedDraw<Data> {
  where: string;
  streamId: string;
  data: Data;
}

/** The event types `follow` needs among a check's scanned types. */
export const SEED_PAIR_EVENTS = ['SeedPairCommitted', 'SeedPairRevealed'] as const;

export class SeedPairBook {
  private readonly pairs = new Map<string, AuditedPair>();
  /** Weighted picks re-drawn from their revealed server seed to the recorded ticket and item. */
  verified = 0;
  /** Draws of pairs still active (checkable once the player rotates the pair). */
  pending = 0;

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

  /**
   * One pass over the log for a game's check: follows the pair events, collects the game's draw
   * facts (`drawType`, in log order) and hands each event of `otherTypes` (what the draws paid and
   * granted) to `visit`.
   */
  async scan<Data>(
    tx: SqlExecutor,
    drawType: string,
    otherTypes: readonly string[],
    visit: (event: RecordedEvent) => void,
  ): Promise<RecordedDraw<Data>[]> {
    const draws: RecordedDraw<Data>[] = [];
    await scanEvents(tx, [...SEED_PAIR_EVENTS, drawType, ...otherTypes], (event) => {
      if (this.follow(event)) return;
      if (event.type !== drawType) visit(event);
      else
        draws.push({ where: describeRecorded(event), streamId: event.streamId, data: event.data as unknown as Data });
    });
    return draws;
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

  /**
   * Re-draws a weighted pick with libs/fairness once its pair is revealed: verified when it
   * recomputes to the recorded ticket and item, else a failure at `where`; pending while the pair is
   * active.
   */
  verifyWeightedPick(pair: AuditedPair, where: string, draw: RecordedWeightedPick): void {
    if (pair.serverSeed === null) {
      this.pending++;
      return;
    }
    const result = verifyDraw({
      kind: 'weighted-pick',
      serverSeed: pair.serverSeed,
      serverSeedHash: draw.server_seed_hash,
      clientSeed: draw.client_seed,
      nonce: draw.nonce,
      cursor: draw.cursor,
      pool: draw.pool,
      ticket: draw.ticket,
      itemId: draw.item_id,
    });
    if (result.ok) this.verified++;
    else this.failures.add(`${where}: ${result.reason} (${result.detail})`);
  }

  /**
   * The revealed server seed to re-draw a draw of `pair` from by a game's own rule: null while the
   * pair is active (the draw is pending) or when the seed does not match the draw's hash (a failure).
   */
  seedToRedraw(pair: AuditedPair, where: string, recordedHash: string): string | null {
    if (pair.serverSeed === null) {
      this.pending++;
      return null;
    }
    if (serverSeedHash(pair.serverSeed) !== recordedHash) {
      this.failures.add(`${where}: the revealed server seed does not match its hash`);
      return null;
    }
    return pair.serverSeed;
  }
}
