// Re-checks every provably-fair box draw in the log against libs/fairness (fairness.md): each
// BoxOpened names a seed pair committed earlier in the same stream with the same hash and client
// seed, no nonce of a pair serves two draws, each drawn item is the item granted under its storage
// id, and every draw whose server seed is revealed (SeedPairRevealed) recomputes to the recorded
// ticket and item from the recorded pool. Draws of pairs still active are counted as pending: they
// become checkable when the player rotates the pair.
import { verifyDraw } from '@lootledger/fairness';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow, type SqlExecutor } from '@lootledger/event-store';
import type { ItemsGranted, SeedPairCommitted, SeedPairRevealed } from '../../../ledger';
import { describeEvent, FailureList, type AuditCheck, type AuditCheckResult } from '../../../platform/event-sourcing';
import type { BoxOpened } from '../domain/box-opened.event';

interface Pair {
  streamId: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string | null;
  nonces: Set<number>;
}

const TYPES = ['SeedPairCommitted', 'SeedPairRevealed', 'BoxOpened', 'ItemsGranted'];
const BATCH = 5000;

export const revealedDrawsCheck: AuditCheck = {
  name: 'provably-fair draws (libs/fairness)',
  async run(tx: SqlExecutor, { maxFailuresShown }): Promise<AuditCheckResult> {
    const failures = new FailureList(maxFailuresShown);
    const pairs = new Map<string, Pair>();
    const opens: { where: string; data: BoxOpened['data'] }[] = [];
    const granted = new Map<string, string>();
    let after: [string, number] = ['', 0];
    for (;;) {
      const { rows } = await tx.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events e
          WHERE e.event_type = ANY($3::text[]) AND (e.stream_id, e.stream_version) > ($1, $2::integer)
          ORDER BY e.stream_id, e.stream_version LIMIT ${BATCH}`,
        [after[0], after[1], TYPES],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const event = toRecordedEvent(row);
        const where = describeEvent(event.streamId, event.streamVersion, event.eventId);
        switch (event.type) {
          case 'SeedPairCommitted': {
            const data = event.data as unknown as SeedPairCommitted['data'];
            if (pairs.has(data.pair_id)) failures.add(`${where}: seed pair ${data.pair_id} committed twice`);
            pairs.set(data.pair_id, {
              streamId: event.streamId,
              serverSeedHash: data.server_seed_hash,
              clientSeed: data.client_seed,
              serverSeed: null,
              nonces: new Set(),
            });
            break;
          }
          case 'SeedPairRevealed': {
            const data = event.data as unknown as SeedPairRevealed['data'];
            const pair = pairs.get(data.pair_id);
            if (!pair || pair.streamId !== event.streamId)
              failures.add(`${where}: reveals pair ${data.pair_id}, never committed in this stream`);
            else pair.serverSeed = data.server_seed;
            break;
          }
          case 'BoxOpened':
            opens.push({ where, data: event.data as unknown as BoxOpened['data'] });
            break;
          case 'ItemsGranted':
            for (const item of (event.data as unknown as ItemsGranted['data']).items)
              granted.set(item.storage_id, item.item_id);
            break;
        }
      }
      const last = rows[rows.length - 1];
      after = [last.stream_id, Number(last.stream_version)];
    }

    let draws = 0;
    let verified = 0;
    let pending = 0;
    for (const { where, data } of opens) {
      const pair = pairs.get(data.pair_id);
      if (!pair) {
        failures.add(`${where}: draws from pair ${data.pair_id}, never committed`);
        continue;
      }
      if (pair.serverSeedHash !== data.server_seed_hash || pair.clientSeed !== data.client_seed) {
        failures.add(`${where}: seeds differ from pair ${data.pair_id}'s commitment`);
      }
      for (const draw of data.draws) {
        draws++;
        if (pair.nonces.has(draw.nonce))
          failures.add(`${where}: nonce ${draw.nonce} of pair ${data.pair_id} used twice`);
        pair.nonces.add(draw.nonce);
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
    const revealed = [...pairs.values()].filter((pair) => pair.serverSeed !== null).length;
    return {
      name: this.name,
      checked: [
        `${pairs.size} seed pairs (${revealed} revealed); ${opens.length} box openings, ${draws} draws`,
        `${verified} draws recomputed from their revealed server seed; ${pending} pending (pair not yet rotated)`,
        'no nonce used twice; every drawn item granted under its storage id',
      ],
      failureCount: failures.count,
      failures: failures.shown,
    };
  },
};
