// BoxOpened: box opening's fact on the player stream, declared here and registered as an extension
// of the ledger's player account kind (the ledger's files know nothing of it). It lands in the
// same append as the price's CoinsDebited and the ItemsGranted of the items drawn; its draws spend
// the seed pair's nonces, which is all it changes in the account's state.
import { PLAYER_ACCOUNT, withNoncesUsed } from '../../../ledger';
import { defineEvent, extension } from '../../../platform/event-sourcing';

/** One box draw: a weighted pick over the recorded pool (fairness.md). */
export interface BoxDraw {
  readonly nonce: number;
  readonly cursor: number;
  readonly ticket: number;
  readonly item_id: string;
  readonly storage_id: string;
}

export interface BoxOpenedData {
  readonly open_id: string;
  readonly box_id: string;
  readonly box_name_zh: string;
  readonly box_name_en: string;
  readonly box_cover: string;
  /** Price of one box, hundredths. */
  readonly price: string;
  readonly num: number;
  /** The exact pool drawn from, in draw order: [item id, weight]. */
  readonly pool: readonly (readonly [string, number])[];
  readonly pair_id: string;
  readonly server_seed_hash: string;
  readonly client_seed: string;
  readonly draws: readonly BoxDraw[];
  /** A free opening (a daily free box, price 0, nothing debited) and what granted it. */
  readonly free?: boolean;
  readonly free_reference?: string;
}

/** Boxes opened: the price paid (CoinsDebited), the draws (here) and the items (ItemsGranted) land together. */
export interface BoxOpened {
  readonly type: 'BoxOpened';
  readonly data: BoxOpenedData;
}

export const BOX_OPENED = defineEvent('BoxOpened', {
  parse: (data, check): BoxOpenedData => {
    check.that(Array.isArray(data.draws) && typeof data.pair_id === 'string', 'draws missing');
    for (const draw of data.draws as Record<string, unknown>[]) {
      check.that(Number.isInteger(draw.nonce), 'draw nonce missing');
    }
    return data as unknown as BoxOpenedData;
  },
});

/** The next unused nonce after an opening's draws. */
export function nonceAfter(opened: BoxOpenedData): number {
  return opened.draws.reduce((highest, draw) => Math.max(highest, draw.nonce + 1), 0);
}

/** Registered for the player stream: an opening spends the nonces its draws used. */
export const BOX_OPENED_ON_PLAYER_ACCOUNTS = extension(PLAYER_ACCOUNT, BOX_OPENED, (state, event) =>
  withNoncesUsed(state, event.data.pair_id, nonceAfter(event.data)),
);
