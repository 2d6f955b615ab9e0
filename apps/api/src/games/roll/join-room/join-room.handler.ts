// A player joins a room: the rules checked on the room's stream (room.decider.ts) with the joiner's
// account state, profile (inviter) and recharge total. Refused by the room as it is now, nothing is
// asked for; else asked for on the player's stream first (RollJoinAsked, where responsible gaming's
// guard holds it to an exclusion), then decided on the room's stream.
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { GetPlayerProfileQuery, type PlayerProfileView } from '../../../identity';
import { GetRechargeTotalQuery } from '../../../ledger';
import { DomainError } from '../../../platform/errors/domain-error';
import type { RoomState } from '../domain/room';
import { joinRoom, rechargeWindowStart } from '../domain/room.decider';
import { passwordHash } from '../domain/room-keys';
import { playerContext, RoomTable } from '../rooms/room-table';

@Injectable()
export class JoinRoomHandler {
  /** The clock joins are checked against (end time, recharge window); tests move it. */
  now: () => Date = () => new Date();

  constructor(
    private readonly table: RoomTable,
    private readonly queryBus: QueryBus,
  ) {}

  async join(playerId: string, roomId: string, password?: string): Promise<RoomState> {
    const room = await this.table.load(roomId);
    if (room.phase === 'escrowing') throw new DomainError('ROLL_NOT_FOUND');
    const now = this.now();
    const [account, profile, rechargeTotal] = await Promise.all([
      this.table.accounts.load(playerId),
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
    await this.table.accounts.execute(
      playerId,
      `roll-join/${roomId}/${request}`,
      () => [{ type: 'RollJoinAsked', data: { room_id: roomId } }],
      playerContext(playerId),
    );
    const result = await this.table.rooms.execute(
      roomId,
      `join/${request}`,
      (state) => joinRoom(state, joiner, now),
      playerContext(playerId),
    );
    return result.state;
  }
}
