// Sends backpack items out for delivery (status 4), one bill id each: used by the delivery context.
// Idempotent by the bills: the same bills requested twice append once.
import { Command } from '@nestjs/cqrs';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export class RequestExtractionCommand extends Command<PlayerAccountResult> {
  constructor(
    readonly playerId: string,
    readonly items: readonly { storageId: string; billId: string }[],
  ) {
    super();
  }
}
