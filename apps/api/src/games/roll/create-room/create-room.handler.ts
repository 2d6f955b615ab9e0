// Creates a room: the room (RoomCreated, its server seed made and its hash shown) → the creator's
// prizes leave the backpack (ItemsConsumed, source 'roll', key roll-escrow/{room}) → RoomOpened. A
// refused escrow cancels the room ('unpaid'). A house room (staff) opens at once: its prizes come
// from the catalogue and never were anyone's. The roll process finishes a room a request left
// escrowing.
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetItemsQuery, type CatalogueItemView } from '../../../catalogue';
import { consumeItems, GetStorageItemsQuery, refuseFrozenItems, itemSnapshot, type StoredItem } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import { CancelRoomHandler } from '../cancel-room/cancel-room.handler';
import { ROOM, type RoomPrize, type RoomState } from '../domain/room';
import { createRoom, DEFAULT_RECHARGE_DAYS, openRoom } from '../domain/room.decider';
import { escrowCommandKey, passwordHash, rollSeedKey } from '../domain/room-keys';
import {
  inTransaction,
  playerContext,
  processContext,
  RoomTable,
  staffContext,
  type WithRoomChange,
} from '../rooms/room-table';

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

@Injectable()
export class CreateRoomHandler {
  constructor(
    private readonly table: RoomTable,
    private readonly queryBus: QueryBus,
    private readonly cancelling: CancelRoomHandler,
    @Inject(ROLL_MIN_DURATION) private readonly minDurationMs: number,
  ) {}

  /** A player's room: prizes from their backpack (escrowed at once). */
  async create(playerId: string, input: CreateRoomInput, storageIds: readonly string[]): Promise<RoomState> {
    const account = (await this.table.accounts.load(playerId)).state;
    if (account.frozen) throw new DomainError('ACCOUNT_FROZEN');
    const distinct = [...new Set(storageIds)];
    refuseFrozenItems(account, distinct);
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
    const seed = await this.table.vault.create(playerId, rollSeedKey(roomId));
    await this.table.rooms.execute(
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
      return { index, source_storage_id: null, item_id: id, ...itemSnapshot(item) };
    });
    const roomId = randomUUID();
    this.decideCreate(roomId, null, staffId, input, prizes, ''); // refuses before a seed is made
    const seed = await this.table.vault.create(`staff-${staffId}`, rollSeedKey(roomId));
    const result = await this.table.rooms.execute(
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
    const room = await this.table.load(roomId);
    if (room.phase !== 'escrowing') return room;
    const creatorId = room.creatorId!;
    try {
      await this.table.accounts.execute(
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
      if (error instanceof DomainError) await this.cancelling.cancel(roomId, null, 'unpaid');
      throw error;
    }
    return (await this.table.rooms.execute(roomId, 'open', openRoom, processContext())).state;
  }

  /** The process finishes a room a request left escrowing: open when escrowed, cancelled when not. */
  async finishEscrow(roomId: string): Promise<void> {
    const room = await this.table.load(roomId);
    if (room.phase !== 'escrowing') return;
    if (await this.table.escrowed(room)) {
      await this.table.rooms.execute(roomId, 'open', openRoom, processContext());
      return;
    }
    await this.cancelling.cancel(roomId, null, 'unpaid');
  }
}
