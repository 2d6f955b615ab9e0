// Re-checks every provably-fair box draw in the log against libs/fairness (fairness.md): each
// BoxOpened names a seed pair committed earlier in the same stream with the same hash and client
// seed, each drawn item is the item granted under its storage id, and every draw whose server seed
// is revealed (SeedPairRevealed) recomputes to the recorded ticket and item from the recorded pool.
// Draws of pairs still active are counted as pending: they become checkable when the player rotates
// the pair.
import type { ItemsGranted } from '../../../ledger';
import { SeedPairBook } from '../../fairness/audit/seed-pair-book';
import { defineAuditCheck } from '../../../platform/event-sourcing';
import type { BoxOpened } from '../domain/box-opened.event';

export const revealedDrawsCheck = defineAuditCheck('provably-fair draws (libs/fairness)', async (tx, failures) => {
  const pairs = new SeedPairBook(failures);
  const granted = new Map<string, string>();
  const opens = await pairs.scan<BoxOpened['data']>(tx, 'BoxOpened', ['ItemsGranted'], (event) => {
    for (const item of (event.data as unknown as ItemsGranted['data']).items)
      granted.set(item.storage_id, item.item_id);
  });

  let draws = 0;
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
      pairs.verifyWeightedPick(pair, `${where}: nonce ${draw.nonce}`, { ...data, ...draw });
    }
  }
  return [
    `${pairs.size} seed pairs (${pairs.revealed} revealed); ${opens.length} box openings, ${draws} draws`,
    `${pairs.verified} draws recomputed from their revealed server seed; ${pairs.pending} pending (pair not yet rotated)`,
    'every drawn item granted under its storage id',
  ];
});
