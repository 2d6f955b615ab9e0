// The answer to an opening (POST /api/box/open, and loyalty's free box): the items drawn, the
// balance after, and each draw's fairness inputs.
import { formatAmount, type Language } from '@lootledger/contracts';
import { grantedItemView } from '../../../ledger';
import type { OpenBoxResult } from './open-box.command';
import type { OpenedBoxDto } from './open-box.dto';

/** The opened boxes as the player sees them. */
export function toOpenedBoxDto(result: OpenBoxResult, lang: Language): OpenedBoxDto {
  const { opened } = result;
  return {
    open_id: result.openId,
    items: result.items.map((item) => ({ storage_id: item.storage_id, ...grantedItemView(item, lang) })),
    bean: formatAmount(result.balance),
    fairness: opened.draws.map((draw) => ({
      pair_id: opened.pair_id,
      server_seed_hash: opened.server_seed_hash,
      client_seed: opened.client_seed,
      nonce: draw.nonce,
      cursor: draw.cursor,
      ticket: draw.ticket,
      roll: draw.ticket,
    })),
  };
}
