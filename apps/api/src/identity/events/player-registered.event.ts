// In-process notifications for other contexts (e.g. loyalty's promotion tree). Facts about accounts,
// not money: the ledger's events live in the event store.
import type { IEvent } from '@nestjs/cqrs';

export class PlayerRegistered implements IEvent {
  constructor(
    readonly playerId: string,
    /** Bound at registration with an invite code, else null. */
    readonly inviterId: string | null,
    readonly registeredAt: string,
  ) {}
}

export class InviterBound implements IEvent {
  constructor(
    readonly playerId: string,
    readonly inviterId: string,
    readonly boundAt: string,
  ) {}
}
