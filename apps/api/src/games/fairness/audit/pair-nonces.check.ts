// Every nonce of a player's seed pair serves exactly one draw, whatever the game: the draws of a
// pair (box openings, upgrades, contracts, …) use 0, 1, 2, … in the order of the player's stream,
// none twice and none skipped, and the pair's reveal states the count it served. Each game's own
// check re-draws its draws; this one sees across games, which none of them can. A game whose fact
// draws on the player's pair brings its reader in its registration (pair-draws/pair-draws.ts).
import { pairDrawReader, pairDrawTypes } from '../pair-draws/pair-draws';
import type { SeedPairCommitted, SeedPairRevealed } from '../../../ledger';
import { defineAuditCheck, describeEvent, scanEvents } from '../../../platform/event-sourcing';

type Data = Record<string, unknown>;

export const pairNoncesCheck = defineAuditCheck('seed pair nonces across games', async (tx, failures) => {
  /** pair id → its stream, the next nonce it owes, and whether it was revealed. */
  const pairs = new Map<string, { streamId: string; next: number; revealed: boolean }>();
  let draws = 0;
  // Read when the check runs: the games have registered their draws by then.
  const drawTypes = pairDrawTypes();
  await scanEvents(tx, ['SeedPairCommitted', 'SeedPairRevealed', ...drawTypes], (event) => {
    const where = describeEvent(event.streamId, event.streamVersion, event.eventId);
    if (event.type === 'SeedPairCommitted') {
      const data = event.data as unknown as SeedPairCommitted['data'];
      pairs.set(data.pair_id, { streamId: event.streamId, next: 0, revealed: false });
      return;
    }
    if (event.type === 'SeedPairRevealed') {
      const data = event.data as unknown as SeedPairRevealed['data'];
      const pair = pairs.get(data.pair_id);
      if (pair && data.nonce !== pair.next) {
        failures.add(`${where}: pair ${data.pair_id} revealed at nonce ${data.nonce}, but its draws used ${pair.next}`);
      }
      if (pair) pair.revealed = true;
      return;
    }
    const { pairId, draws: recorded } = pairDrawReader(event.type)!(event.data as Data);
    const nonces = recorded.map((draw) => draw.nonce);
    const pair = pairs.get(pairId);
    if (!pair || pair.streamId !== event.streamId) {
      failures.add(`${where}: ${event.type} draws on pair ${pairId}, not committed in this stream`);
      return;
    }
    if (pair.revealed) failures.add(`${where}: ${event.type} draws on pair ${pairId} after its reveal`);
    for (const nonce of nonces) {
      draws++;
      if (nonce !== pair.next) {
        failures.add(`${where}: ${event.type} used nonce ${nonce} of pair ${pairId}; the next unused was ${pair.next}`);
      }
      pair.next = Math.max(pair.next, nonce + 1);
    }
  });
  return [
    `${pairs.size} seed pairs, ${draws} draws of ${drawTypes.join(', ')}: each nonce served once, in order, and every reveal counts them`,
  ];
});
