// Opens `num` boxes of one kind for a player (POST /api/box/open).
import { Command } from '@nestjs/cqrs';
import type { GrantedItem } from '../../../ledger';
import type { BoxOpened } from '../domain/box-opened.event';

export interface OpenBoxResult {
  openId: string;
  /** Balance after, hundredths. */
  balance: bigint;
  opened: BoxOpened['data'];
  items: readonly GrantedItem[];
}

export class OpenBoxCommand extends Command<OpenBoxResult> {
  constructor(
    readonly playerId: string,
    readonly boxId: string,
    readonly num: number,
    /** When given and not the active pair's, the pair is rotated to it first (fairness.md). */
    readonly clientSeed?: string,
    /**
     * A free opening (price 0, nothing debited), at most once per key: a second run of the same key
     * opens nothing and is refused 409 FREE_BOX_ALREADY_OPENED.
     */
    readonly free?: { key: string; reference: string },
  ) {
    super();
  }
}
