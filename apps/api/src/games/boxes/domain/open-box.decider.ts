// Decides a box opening on the player's account: the price of `num` boxes debited, `num` draws on
// consecutive nonces of the active seed pair (fairness.md "Box open"), the items granted. Pure: the
// box (price and pool), the pair's server seed and the new ids arrive in the request. The events go
// to the player's stream in one append, so the nonces are consumed with the draw: two parallel
// opens can never use the same nonce, and an open the balance cannot pay draws nothing.
import { ChangeType } from '@lootledger/contracts';
import { boxOpenDraws, orderBoxPool, serverSeedHash } from '@lootledger/fairness';
import { coinChange, grantedItem, grantItems, type GrantableItem, type PlayerAccountState } from '../../../ledger';
import type { StreamEvent } from '../../../platform/event-sourcing';
import { SeedPairChangedError } from '../../fairness/seed-pair-changed.error';
// A value import: the decider's events fold wherever it is used (the extension registers on load).
import { BOX_OPENED, type BoxOpened } from './box-opened.event';

/** The pool entry of a box as the catalogue gives it (BoxForOpeningView). */
export interface BoxForOpening {
  id: string;
  name_zh: string;
  name_en: string;
  cover: string;
  /** Hundredths, per box. */
  price: bigint;
  pool: readonly {
    itemId: string;
    position: number;
    weight: number;
    item: GrantableItem;
  }[];
}

export interface OpenBoxRequest {
  openId: string;
  box: BoxForOpening;
  num: number;
  /** The server seed of the pair the caller expects to be active, and that pair's id. */
  pairId: string;
  serverSeed: string;
  /** One fresh storage id per box. */
  storageIds: readonly string[];
  /** A free opening (a daily free box): nothing debited, recorded free with the granting reference. */
  free?: { reference: string };
}

export function openBox(state: PlayerAccountState, request: OpenBoxRequest): StreamEvent[] {
  const pair = state.seedPair;
  if (!pair || pair.pairId !== request.pairId) throw new SeedPairChangedError(pair?.pairId ?? null);
  if (serverSeedHash(request.serverSeed) !== pair.serverSeedHash) {
    throw new Error(`server seed does not match the commitment of pair ${pair.pairId}`);
  }
  if (request.storageIds.length !== request.num) throw new Error('one storage id per box');

  const debit = request.free
    ? null
    : coinChange(state, 'debit', {
        amount: request.box.price * BigInt(request.num),
        changeType: ChangeType.BOX_OPEN,
        reference: request.openId,
      });
  const pool = orderBoxPool(
    request.box.pool.map((entry) => ({ itemId: entry.itemId, position: entry.position, weight: entry.weight })),
  );
  const draws = boxOpenDraws(
    { serverSeed: request.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    pool,
    request.num,
  );
  const itemsById = new Map(request.box.pool.map((entry) => [entry.itemId, entry.item]));
  const opened: BoxOpened = {
    type: BOX_OPENED.type,
    data: {
      open_id: request.openId,
      box_id: request.box.id,
      box_name_zh: request.box.name_zh,
      box_name_en: request.box.name_en,
      box_cover: request.box.cover,
      price: request.free ? '0' : request.box.price.toString(),
      num: request.num,
      ...(request.free ? { free: true, free_reference: request.free.reference } : {}),
      pool: pool.map(([itemId, weight]) => [itemId, weight] as const),
      pair_id: pair.pairId,
      server_seed_hash: pair.serverSeedHash,
      client_seed: pair.clientSeed,
      draws: draws.map((draw, index) => ({
        nonce: draw.nonce,
        cursor: draw.cursor,
        ticket: draw.ticket,
        item_id: draw.itemId,
        storage_id: request.storageIds[index],
      })),
    },
  };
  const items = draws.map((draw, index) => grantedItem(request.storageIds[index], itemsById.get(draw.itemId)!));
  const granted = grantItems(debit?.state ?? state, 'box_open', request.openId, items);
  return debit ? [debit.event, opened, granted.event] : [opened, granted.event];
}
