// A delivery's progress on the item it carries (the delivery process manager's only way to touch a
// player's items): shipping, awaiting receipt, extracted, or returned to the backpack with a reason.
// Idempotent: a step the item is already past appends nothing.
import { Command } from '@nestjs/cqrs';
import type { PlayerAccountResult } from '../player-account/player-account.service';

export type DeliveryStep =
  | { kind: 'updated'; storageId: string; billId: string; status: 5 | 6 }
  | { kind: 'extracted'; storageId: string; billId: string }
  | { kind: 'returned'; storageId: string; billId: string; reason: string };

export class ApplyDeliveryStepCommand extends Command<PlayerAccountResult> {
  constructor(
    readonly playerId: string,
    readonly step: DeliveryStep,
  ) {
    super();
  }
}
