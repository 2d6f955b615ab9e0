// What every roll slice plays on (create-room/, join-room/, draw-room/, cancel-room/): the room
// streams, a room loaded or refused as ROLL_NOT_FOUND, the seed vault, whether a creator's prizes
// were escrowed, and the contexts and in-transaction hook a step appends with. Every step is one
// command on one stream with a deterministic key (domain/room-keys.ts).
import { Injectable } from '@nestjs/common';
import type { SqlExecutor } from '@lootledger/event-store';
import { ServerSeedVault } from '../../fairness/server-seed-vault';
import { PlayerAccountService, playerStreamId } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import {
  commandEventId,
  EventSourcing,
  systemContext,
  type CommandContext,
  type ExecuteOptions,
  type StreamRunner,
} from '../../../platform/event-sourcing';
import { ROOM, type RoomState } from '../domain/room';
import { escrowCommandKey, ROLL_PROCESS } from '../domain/room-keys';

/**
 * Work that commits with a staff action's room event or not at all (the staff audit-log entry):
 * runs in the append's transaction with the room before and after the event.
 */
export type WithRoomChange = (tx: SqlExecutor, change: { before: RoomState; after: RoomState }) => Promise<void>;

export function playerContext(playerId: string): CommandContext {
  return { actor: { type: 'player', id: playerId }, at: new Date() };
}

export function staffContext(staffId: string): CommandContext {
  return { actor: { type: 'staff', id: staffId }, at: new Date() };
}

/** The context of a step the process (or a request on its behalf) takes. */
export function processContext(at = new Date()): CommandContext {
  return systemContext(ROLL_PROCESS, at);
}

/** The stream runner's in-transaction hook for a room change (none without withChange). */
export function inTransaction(withChange: WithRoomChange | undefined, before: () => RoomState): ExecuteOptions {
  if (!withChange) return {};
  return {
    inTransaction: (tx, events) => {
      const state = before();
      return withChange(tx, { before: state, after: ROOM.fold(state, events) });
    },
  };
}

@Injectable()
export class RoomTable {
  readonly rooms: StreamRunner<RoomState>;

  constructor(
    private readonly eventSourcing: EventSourcing,
    readonly accounts: PlayerAccountService,
    readonly vault: ServerSeedVault,
  ) {
    this.rooms = eventSourcing.runner(ROOM);
  }

  async load(roomId: string): Promise<RoomState> {
    const { state } = await this.rooms.load(roomId);
    if (state.phase === 'none') throw new DomainError('ROLL_NOT_FOUND');
    return state;
  }

  /** Whether the creator's prizes left their backpack (the escrow's command was appended). */
  escrowed(room: RoomState): Promise<boolean> {
    const streamId = playerStreamId(room.creatorId!);
    return this.eventSourcing.store.hasEvent(streamId, commandEventId(streamId, escrowCommandKey(room.id!), 0));
  }
}
