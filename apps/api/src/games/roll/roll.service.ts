// Runs ROLL rooms: each step is one command on one stream, in an order that leaves every crash point
// recoverable (the roll process, roll.process.ts, finishes whatever a request or a draw left).
//   create  the room (RoomCreated, its server seed made and its hash shown) → the creator's prizes
//           leave the backpack (ItemsConsumed, source 'roll', key roll-escrow/{room}) → RoomOpened. A
//           refused escrow cancels the room ('unpaid'). A house room (staff) opens at once: its prizes
//           come from the catalogue and never were anyone's.
//   join    the rules checked on the room's stream (room.decider.ts) with the joiner's account state,
//           profile (inviter) and recharge total.
//   draw    at the end time (the process's tick): RoomDrawn (winners per fairness.md, seed revealed)
//           → each won prize granted to its winner (ItemsGranted 'roll', key roll-prize/{room}/{i}) →
//           the undrawn prizes granted back to the creator (ItemsGranted 'roll-return', key
//           roll-return/{room}) → RoomSettled.
//   cancel  staff, before the draw: RoomCancelled (seed revealed) → every prize back to the creator →
//           RoomSettled.
// Escrow decision: a prize leaves the creator's backpack for good at creation (consumeItems) and
// whatever comes back is a new backpack entry (grantItems, deterministic storage ids), so the ledger
// never holds an item "in a room". Every key is deterministic: a step repeated after a crash (or a
// draw run twice) appends nothing the second time.
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { uuidV5, type SqlExecutor } from '@lootledger/event-store';
import { GetItemsQuery, type CatalogueItemView } from '../../catalogue';
import { ServerSeedVault } from '../fairness/server-seed-vault';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../identity';
import {
  consumeItems,
  GetRechargeTotalQuery,
  GetStorageItemsQuery,
  grantItems,
  PlayerAccountService,
  playerStreamId,
  type GrantedItem,
  type StoredItem,
} from '../../ledger';
import { DomainError } from '../../platform/errors/domain-error';
import {
  commandEventId,
  EventSourcing,
  systemContext,
  type CommandContext,
  type ExecuteOptions,
  type StreamRunner,
} from '../../platform/event-sourcing';
import { ROOM, type RoomCancelReason, type RoomPrize, type RoomState } from './domain/room';
import {
  cancelRoom,
  createRoom,
  DEFAULT_RECHARGE_DAYS,
  drawRoom,
  joinRoom,
  openRoom,
  rechargeWindowStart,
  returnedPrizes,
  settleRoom,
} from './domain/room.decider';

export const ROLL_PROCESS = 'roll.rooms';
/** The shortest time from creation to the draw a room may have (ROLL_MIN_DURATION_MS overrides it in tests). */
export const ROLL_MIN_DURATION = Symbol('ROLL_MIN_DURATION');

export interface CreateRoomInput {
  name: string;
  description?: string;
  password?: string;
  /** Hundredths. */
  minRecharge: bigint;
  /** The window min_recharge counts over, in days before a join (default 30). */
  rechargeDays?: number;
  maxParticipants?: number;
  endTime: Date;
  subordinatesOnly?: boolean;
}

/**
 * Work that commits with a staff action's room event or not at all (the staff audit-log entry):
 * runs in the append's transaction with the room before and after the event.
 */
export type WithRoomChange = (tx: SqlExecutor, change: { before: RoomState; after: RoomState }) => Promise<void>;

export function rollSeedKey(roomId: string): string {
  return `roll-${roomId}`;
}

export function escrowCommandKey(roomId: string): string {
  return `roll-escrow/${roomId}`;
}

export function passwordHash(password: string | undefined | null): string | null {
  if (password === undefined || password === null || password === '') return null;
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/** The backpack entry a prize becomes: for its winner, or back with its creator. */
export function prizeStorageId(roomId: string, prize: number, returned: boolean): string {
  return uuidV5(`${roomId}\n${returned ? 'return' : 'win'}\n${prize}`);
}

function playerContext(playerId: string): CommandContext {
  return { actor: { type: 'player', id: playerId }, at: new Date() };
}

/** The stream runner's in-transaction hook for a room change (none without withChange). */
function inTransaction(withChange: WithRoomChange | undefined, before: () => RoomState): ExecuteOptions {
  if (!withChange) return {};
  return {
    inTransaction: (tx, events) => {
      const state = before();
      return withChange(tx, { before: state, after: ROOM.fold(state, events) });
    },
  };
}

function staffContext(staffId: string): CommandContext {
  return { actor: { type: 'staff', id: staffId }, at: new Date() };
}

@Injectable()
export class RollService {
  readonly rooms: StreamRunner<RoomState>;
  /** The clock joins are checked against (end time, recharge window); tests move it. */
  now: () => Date = () => new Date();

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly queryBus: QueryBus,
    private readonly accounts: PlayerAccountService,
    private readonly vault: ServerSeedVault,
    @Inject(ROLL_MIN_DURATION) private readonly minDurationMs: number,
  ) {
    this.rooms = eventSourcing.runner(ROOM);
  }

  async load(roomId: string): Promise<RoomState> {
    const { state } = await this.rooms.load(roomId);
    if (state.phase === 'none') throw new DomainError('ROLL_NOT_FOUND');
    return state;
  }

  /** A player's room: prizes from their backpack (escrowed at once). */
  async create(playerId: string, input: CreateRoomInput, storageIds: readonly string[]): Promise<RoomState> {
    const account = (await this.accounts.load(playerId)).state;
    if (account.frozen) throw new DomainError('ACCOUNT_FROZEN');
    const distinct = [...new Set(storageIds)];
    const stored = await this.queryBus.execute<GetStorageItemsQuery, StoredItem[]>(
      new GetStorageItemsQuery(playerId, distinct),
    );
    const byId = new Map(stored.map((item) => [item.id, item]));
    const missing = distinct.filter((id) => byId.get(id)?.status !== 0);
    // Duplicates are refused by the decider (a prize chosen twice); missing ones here.
    if (missing.length > 0 && distinct.length === storageIds.length) {
      throw new DomainError('ITEM_NOT_IN_BACKPACK', { storage_ids: missing.join(',') });
    }
    const prizes: RoomPrize[] = storageIds.map((id, index) => {
      const item = byId.get(id);
      return {
        index,
        source_storage_id: id,
        item_id: item?.itemId ?? '',
        name_zh: item?.nameZh ?? '',
        name_en: item?.nameEn ?? '',
        hash_name: item?.hashName ?? '',
        cover: item?.cover ?? '',
        value: (item?.value ?? 0n).toString(),
        lv: item?.lv ?? 0,
        dura: item?.dura ?? 0,
      };
    });
    const roomId = randomUUID();
    this.decideCreate(roomId, playerId, null, input, prizes, ''); // refuses before a seed is made
    const seed = await this.vault.create(playerId, rollSeedKey(roomId));
    await this.rooms.execute(
      roomId,
      'create',
      () => this.decideCreate(roomId, playerId, null, input, prizes, seed.serverSeedHash),
      playerContext(playerId),
    );
    return this.escrow(roomId);
  }

  /** A house room (staff): prizes are catalogue items, given by the house. */
  async createHouse(
    staffId: string,
    input: CreateRoomInput,
    itemIds: readonly string[],
    withChange?: WithRoomChange,
  ): Promise<RoomState> {
    const items = await this.queryBus.execute<GetItemsQuery, CatalogueItemView[]>(new GetItemsQuery(itemIds));
    const byId = new Map(items.map((item) => [item.id, item]));
    const unknown = itemIds.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw DomainError.invalidFields([
        { field: 'item_ids', message: { en: `no such item: ${unknown[0]}`, zh: `饰品不存在：${unknown[0]}` } },
      ]);
    }
    const prizes: RoomPrize[] = itemIds.map((id, index) => {
      const item = byId.get(id)!;
      return {
        index,
        source_storage_id: null,
        item_id: id,
        name_zh: item.name_zh,
        name_en: item.name_en,
        hash_name: item.hash_name,
        cover: item.cover,
        value: item.value.toString(),
        lv: item.lv,
        dura: item.dura,
      };
    });
    const roomId = randomUUID();
    this.decideCreate(roomId, null, staffId, input, prizes, ''); // refuses before a seed is made
    const seed = await this.vault.create(`staff-${staffId}`, rollSeedKey(roomId));
    const result = await this.rooms.execute(
      roomId,
      'create',
      () => this.decideCreate(roomId, null, staffId, input, prizes, seed.serverSeedHash),
      staffContext(staffId),
      inTransaction(withChange, () => ROOM.initialState()),
    );
    return result.state;
  }

  private decideCreate(
    roomId: string,
    creatorId: string | null,
    staffId: string | null,
    input: CreateRoomInput,
    prizes: readonly RoomPrize[],
    serverSeedHash: string,
  ) {
    return createRoom({
      roomId,
      creatorId,
      staffId,
      name: input.name,
      description: input.description ?? '',
      passwordHash: passwordHash(input.password),
      minRecharge: input.minRecharge,
      rechargeDays: input.rechargeDays ?? DEFAULT_RECHARGE_DAYS,
      maxParticipants: input.maxParticipants ?? 0,
      endTime: input.endTime,
      subordinatesOnly: input.subordinatesOnly ?? false,
      prizes,
      serverSeedHash,
      now: new Date(),
      minDurationMs: this.minDurationMs,
    });
  }

  /** Takes the creator's prizes out of their backpack and opens the room; a refusal cancels it. */
  async escrow(roomId: string): Promise<RoomState> {
    const room = await this.load(roomId);
    if (room.phase !== 'escrowing') return room;
    const creatorId = room.creatorId!;
    try {
      await this.accounts.execute(
        creatorId,
        escrowCommandKey(roomId),
        (account) => [
          consumeItems(account, {
            source: 'roll',
            sourceId: roomId,
            storageIds: room.prizes.map((prize) => prize.source_storage_id!),
          }).event,
        ],
        playerContext(creatorId),
      );
    } catch (error) {
      if (error instanceof DomainError) await this.cancel(roomId, null, 'unpaid');
      throw error;
    }
    return (await this.rooms.execute(roomId, 'open', openRoom, systemContext(ROLL_PROCESS, new Date()))).state;
  }

  /** The process finishes a room a request left escrowing: open when escrowed, cancelled when not. */
  async finishEscrow(roomId: string): Promise<void> {
    const room = await this.load(roomId);
    if (room.phase !== 'escrowing') return;
    if (await this.escrowed(room)) {
      await this.rooms.execute(roomId, 'open', openRoom, systemContext(ROLL_PROCESS, new Date()));
      return;
    }
    await this.cancel(roomId, null, 'unpaid');
  }

  async join(playerId: string, roomId: string, password?: string): Promise<RoomState> {
    const room = await this.load(roomId);
    if (room.phase === 'escrowing') throw new DomainError('ROLL_NOT_FOUND');
    const now = this.now();
    const [account, profile, rechargeTotal] = await Promise.all([
      this.accounts.load(playerId),
      this.queryBus.execute<GetPlayerProfileQuery, PlayerProfileView | null>(new GetPlayerProfileQuery(playerId)),
      this.queryBus.execute<GetRechargeTotalQuery, bigint>(
        new GetRechargeTotalQuery([playerId], rechargeWindowStart(room, now)),
      ),
    ]);
    const joiner = {
      playerId,
      name: profile?.name ?? '',
      frozen: account.state.frozen,
      passwordHash: passwordHash(password),
      rechargeTotal,
      inviterId: profile?.inviterId ?? null,
    };
    // Refused by the room as it is now: nothing is asked for. Asked for on the player's stream first,
    // where responsible gaming's guard holds it to an exclusion; then decided on the room's stream.
    joinRoom(room, joiner, now);
    const request = randomUUID();
    await this.accounts.execute(
      playerId,
      `roll-join/${roomId}/${request}`,
      () => [{ type: 'RollJoinAsked', data: { room_id: roomId } }],
      playerContext(playerId),
    );
    const result = await this.rooms.execute(
      roomId,
      `join/${request}`,
      (state) => joinRoom(state, joiner, now),
      playerContext(playerId),
    );
    return result.state;
  }

  /** Draws a room past its end time (once) and delivers its prizes. */
  async draw(roomId: string, now = new Date()): Promise<RoomState> {
    const seed = await this.vault.get(rollSeedKey(roomId));
    await this.rooms.execute(
      roomId,
      'draw',
      (state) => drawRoom(state, seed.serverSeed, now, (prize) => prizeStorageId(roomId, prize, false)),
      systemContext(ROLL_PROCESS, now),
    );
    return this.settle(roomId);
  }

  /**
   * Staff (by) or the process (by = null, an unpaid escrow) cancel a room before its draw; withChange
   * commits with the cancellation (the prizes go back afterwards, each step once).
   */
  async cancel(
    roomId: string,
    by: string | null,
    reason: RoomCancelReason,
    withChange?: WithRoomChange,
  ): Promise<RoomState> {
    await this.load(roomId); // 404 ROLL_NOT_FOUND before asking the vault for a seed that was never made
    const seed = await this.vault.get(rollSeedKey(roomId));
    let before = ROOM.initialState();
    await this.rooms.execute(
      roomId,
      `cancel/${randomUUID()}`,
      (state) => {
        before = state;
        return cancelRoom(state, { by, reason, serverSeed: seed.serverSeed });
      },
      by ? staffContext(by) : systemContext(ROLL_PROCESS, new Date()),
      inTransaction(withChange, () => before),
    );
    return this.settle(roomId);
  }

  /** Grants every won prize to its winner and the rest back to the creator, then settles (each once). */
  async settle(roomId: string): Promise<RoomState> {
    const state = await this.load(roomId);
    if (state.phase !== 'drawn' && state.phase !== 'cancelled') return state;
    for (const winner of state.winners) {
      const item = granted(state.prizes[winner.prize], winner.storage_id);
      await this.accounts.execute(
        winner.player_id,
        `roll-prize/${roomId}/${winner.prize}`,
        (account) => (account.items.has(item.storage_id) ? [] : [grantItems(account, 'roll', roomId, [item]).event]),
        systemContext(ROLL_PROCESS, new Date()),
      );
    }
    const escrowed = state.creatorId === null ? false : await this.escrowed(state);
    const returned = returnedPrizes(state, escrowed);
    if (state.creatorId !== null && returned.length > 0) {
      const items = returned.map((index) => granted(state.prizes[index], prizeStorageId(roomId, index, true)));
      await this.accounts.execute(
        state.creatorId,
        `roll-return/${roomId}`,
        (account) =>
          account.items.has(items[0].storage_id) ? [] : [grantItems(account, 'roll-return', roomId, items).event],
        systemContext(ROLL_PROCESS, new Date()),
      );
    }
    const settled = await this.rooms.execute(
      roomId,
      'settle',
      (current) => settleRoom(current, returned),
      systemContext(ROLL_PROCESS, new Date()),
    );
    this.vault.forget(rollSeedKey(roomId));
    return settled.state;
  }

  private escrowed(room: RoomState): Promise<boolean> {
    const streamId = playerStreamId(room.creatorId!);
    return this.eventSourcing.store.hasEvent(streamId, commandEventId(streamId, escrowCommandKey(room.id!), 0));
  }
}

function granted(prize: RoomPrize, storageId: string): GrantedItem {
  return {
    storage_id: storageId,
    item_id: prize.item_id,
    name_zh: prize.name_zh,
    name_en: prize.name_en,
    hash_name: prize.hash_name,
    cover: prize.cover,
    value: prize.value,
    lv: prize.lv,
    dura: prize.dura,
  };
}
