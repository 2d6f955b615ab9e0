// ROLL rooms for staff over real HTTP: a house room created (catalogue prizes) and won, a player's
// room cancelled before its draw with every prize back in the creator's backpack, both audited; the
// rooms listed and shown to the roles that may read them, refused to the others.
import { CommandBus } from '@nestjs/cqrs';
import type { RollRoomResponse } from '@lootledger/contracts';
import type { StaffRole } from '../../../platform/auth';
import { OpenBoxCommand, type OpenBoxResult } from '../..';
import { aFundedPlayer, storageOf, gamesSuite } from '../../testing';
import { expectRefusal } from '../../../platform/testing/api-client';
import { auditEntries, staffOfEveryRole, type AdminRest } from '../../../staff/testing';
import { RollProcess } from '../draw-room/roll.process';
import { prizeStorageId } from '../domain/room-keys';

const RESOURCE = 'roll-rooms';
const suite = gamesSuite();
let staff: Record<StaffRole, AdminRest>;

beforeAll(async () => {
  staff = await staffOfEveryRole(suite.app, suite.client);
}, 60_000);

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('ROLL rooms for staff (e2e)', () => {
  it('creates a house room from catalogue items, audited; a player wins its prize at the draw', async () => {
    const itemIds = [...new Set(suite.box.items.map((item) => item.id))].slice(0, 3);
    expect(itemIds).toHaveLength(3);
    expect(
      (await staff.support.post(RESOURCE, { name: 'House', end_time: inAnHour(), item_ids: itemIds })).status,
    ).toBe(403);
    const created = await staff.content.post<{ id: string; house: boolean; phase: string }>('roll-rooms', {
      name: 'House giveaway',
      end_time: inAnHour(),
      item_ids: itemIds,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ house: true, phase: 'open' });
    const roomId = created.body.data.id;
    expect((await auditEntries(suite.app, 'roll-rooms', roomId)).map((entry) => entry.action)).toEqual(['create']);

    const player = await aFundedPlayer(suite.app, '1.00');
    expect((await suite.client.post('/api/roll/join', { id: roomId }, { token: player.token })).status).toBe(200);
    const room = (await suite.client.get<RollRoomResponse>(`/api/roll/detail?id=${roomId}`)).body.data;
    await suite.app.app.get(RollProcess).catchUp(new Date(new Date(room.end_time).getTime() + 1_000));
    const drawn = (await suite.client.get<RollRoomResponse>(`/api/roll/detail?id=${roomId}`)).body.data;
    const won = drawn.prizes.filter((prize) => prize.winner_id === player.id);
    expect(won).toHaveLength(1);
    const held = await storageOf(suite.client, player);
    expect(held.find((row) => row.id === prizeStorageId(roomId, won[0].index, false))?.item_id).toBe(won[0].item_id);
  });

  it("cancels a player's room before the draw: every prize back, audited; refused after the draw", async () => {
    const creator = await aFundedPlayer(suite.app, '2000.00');
    const opened = await suite.app.app
      .get(CommandBus)
      .execute<OpenBoxCommand, OpenBoxResult>(new OpenBoxCommand(creator.id, suite.box.id, 3));
    const created = await suite.client.post<RollRoomResponse>(
      '/api/roll/create',
      { name: 'Mine', end_time: inAnHour(), storage_ids: opened.items.map((item) => item.storage_id) },
      { token: creator.token },
    );
    const roomId = created.body.data.id;
    expect((await staff.support.post(`roll-rooms/${roomId}/cancel`, { reason: 'no' })).status).toBe(403);
    const cancelled = await staff.admin.post<{
      cancelled: boolean;
      status: number;
      server_seed: string;
      phase: string;
    }>(`roll-rooms/${roomId}/cancel`, { reason: 'reported as a scam' });
    expect(cancelled.body.data).toMatchObject({ cancelled: true, status: 1, phase: 'settled' });
    expect(cancelled.body.data.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const backpack = await storageOf(suite.client, creator);
    for (const prize of created.body.data.prizes) {
      expect(backpack.find((row) => row.id === prizeStorageId(roomId, prize.index, true))?.item_id).toBe(prize.item_id);
    }
    const entries = await auditEntries(suite.app, 'roll-rooms', roomId);
    expect(entries.at(-1)).toMatchObject({
      action: 'cancel',
      reason: 'reported as a scam',
      before: { phase: 'open', cancelled: false },
      after: { phase: 'cancelled', cancelled: true },
    });
    expectRefusal(await staff.admin.post(`roll-rooms/${roomId}/cancel`, { reason: 'again' }), 409, 'ROLL_ENDED');
    // The refused cancel appended nothing, so it recorded nothing (the entry commits with the event).
    expect(await auditEntries(suite.app, 'roll-rooms', roomId)).toHaveLength(entries.length);
    expectRefusal(
      await suite.client.post(
        '/api/roll/join',
        { id: roomId },
        { token: (await aFundedPlayer(suite.app, '1.00')).token },
      ),
      409,
      'ROLL_ENDED',
    );
  });

  it('lists and shows rooms to the roles that may read them', async () => {
    const list = await staff.auditor.list<{ id: string; status: number }>('roll-rooms', { filter: { status: '1' } });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data.every((room) => room.status === 1)).toBe(true);
    const shown = await staff.support.get<{ id: string; prizes: unknown[] }>(`roll-rooms/${list.body.data[0].id}`);
    expect(shown.body.data.prizes.length).toBeGreaterThanOrEqual(3);
    expect((await staff.finance.list('roll-rooms')).status).toBe(403);
    expect((await staff.admin.get('roll-rooms/no-such-room')).body.error).toBe('ROLL_NOT_FOUND');
    expectRefusal(await staff.admin.post('roll-rooms/no-such-room/cancel', { reason: 'x' }), 404, 'ROLL_NOT_FOUND');
    expect(await auditEntries(suite.app, 'roll-rooms', 'no-such-room')).toEqual([]);
  });
});
