// Re-checks every provably-fair box draw in the log against libs/fairness (fairness.md): each
// BoxOpened names a seed pair committed earlier in the same stream with the same hash and client
// seed, each drawn item is the item granted under its storage id, and every draw whose server seed
// is revealed (SeedPairRevealed) recomputes to the recorded ticket and item from the recorded pool. Draws of pairs still active are counted as pending: they
// become checkable when the player rotates the pair.
import { verifyDraw } from '@lootledger/fairness';
import type { SqlExecutor } from '@lootledger/event-store';
import type { ItemsGranted } from '../../../ledger';
import { SEED_PAIR_EVENTS, SeedPairBook } from '../../fairness/audit/seed-pair-book';
import {
  describeEvent,
  FailureList,
  scanEvents,
  type AuditCheck,
  type AuditCheckResult,
} from '../../../platform/event-sourcing';
import type { BoxOpened } from '../domain/box-opened.event';

const TYPES = [...SEED_PAIR_EVENTS, 'BoxOpened', 'ItemsGranted'];

export const revealedDrawsCheck: AuditCheck = {
  name: 'provably-fair draws (libs/fairness)',
  async run(tx: SqlExecutor, { maxFailuresShown }): Promise<AuditCheckResult> {
    const failures = new FailureList(maxFailuresShown);
    const pairs = new SeedPairBook(failures);
    const opens: { where: string; streamId: string; data: BoxOpened['data'] }[] = [];
    const granted = new Map<string, string>();
    await scanEvents(tx, TYPES, (event) => {
      const where = describeEvent(event.streamId, event.streamVersion, event.eventId);
      if (pairs.follow(event)) return;
      switch (event.type) {
        case 'BoxOpened':
          opens.push({ where, streamId: event.streamId, data: event.data as unknown as BoxOpened['data'] });
          break;
        case 'ItemsGranted':
          for (const item of (event.data as unknown as ItemsGranted['data']).items)
            granted.set(item.storage_id, item.item_id);
          break;
      }
    });

    let draws = 0;
    let verified = 0;
    let pending = 0;
    for (const { where, streamId, data } of opens) {
      const pair = pairs.pairFor(where, streamId, data);
      if (!pair) continue;
      for (const draw of data.draws) {
        draws++;
        if (granted.get(draw.storage_id) !== draw.item_id) {
          failures.add(
            `${where}: drew ${draw.item_id} for ${draw.storage_id} but granted ${granted.get(draw.storage_id) ?? 'nothing'}`,
          );
        }
        if (pair.serverSeed === null) {
          pending++;
          continue;
        }
        const result = verifyDraw({
          kind: 'weighted-pick',
          serverSeed: pair.serverSeed,
          serverSeedHash: data.server_seed_hash,
          clientSeed: data.client_seed,
          nonce: draw.nonce,
          cursor: draw.cursor,
          pool: data.pool,
          ticket: draw.ticket,
          itemId: draw.item_id,
        });
        if (result.ok) verified++;
        else failures.add(`${where}: nonce ${draw.nonce}: ${result.reason} (${result.detail})`);
      }
    }
    return {
      name: this.name,
      checked: [
        `${pairs.size} seed pairs (${pairs.revealed} revealed); ${opens.length} box openings, ${draws} draws`,
        `${verified} draws recomputed from their revealed server seed; ${pending} pending (pair not yet rotated)`,
        'every drawn item granted under its storage id',
      ],
      failureCount: failures.count,
      failures: failures.shown,
    };
  },
};
