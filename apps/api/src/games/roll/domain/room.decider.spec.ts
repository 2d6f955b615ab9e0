// The room decider: creation rules, every join rule, the draw (recomputed with libs/fairness), cancel
// and the prizes that go back.
import { giveawayDraw } from '@lootledger/fairness';
import { ROOM, type RoomPrize, type RoomState } from './room';
import {
  cancelRoom,
  createRoom,
  drawRoom,
  joinRoom,
  openRoom,
  rechargeWindowStart,
  returnedPrizes,
  settleRoom,
  type CreateRoomRequest,
  type Joiner,
} from './room.decider';
import { refusal } from '../../../platform/testing/refusal';

const NOW = new Date('2026-11-25T12:00:00Z');
const END = new Date('2026-11-25T13:00:00Z');
const AFTER = new Date('2026-11-25T13:00:01Z');
const SEED = 'a'.repeat(64);

function prize(index: number): RoomPrize {
  return {
    index,
    source_storage_id: `s${index}`,
    item_id: `item-${index}`,
    name_zh: `奖品${index}`,
    name_en: `Prize ${index}`,
    hash_name: `Prize ${index}`,
    cover: '',
    value: String(100 * (index + 1)),
    lv: 1,
    dura: 0,
  };
}

function request(overrides: Partial<CreateRoomRequest> = {}): CreateRoomRequest {
  return {
    roomId: 'r1',
    creatorId: 'creator',
    staffId: null,
    name: 'Room',
    description: '',
    passwordHash: null,
    minRecharge: 0n,
    rechargeDays: 30,
    maxParticipants: 0,
    endTime: END,
    subordinatesOnly: false,
    prizes: [prize(0), prize(1), prize(2)],
    serverSeedHash: 'hash',
    now: NOW,
    ...overrides,
  };
}

function openState(overrides: Partial<CreateRoomRequest> = {}): RoomState {
  const created = ROOM.fold(ROOM.initialState(), createRoom(request(overrides)));
  return ROOM.fold(created, openRoom(created));
}

function joiner(playerId: string, overrides: Partial<Joiner> = {}): Joiner {
  return {
    playerId,
    name: playerId,
    frozen: false,
    passwordHash: null,
    rechargeTotal: 0n,
    inviterId: null,
    ...overrides,
  };
}

describe('createRoom', () => {
  it('records the room, escrowing for a player, open at once for the house', () => {
    const [event] = createRoom(request());
    expect(event.data).toMatchObject({ creator_id: 'creator', min_recharge: '0', end_time: END.toISOString() });
    expect(ROOM.fold(ROOM.initialState(), [event]).phase).toBe('escrowing');
    const house = createRoom(request({ creatorId: null, staffId: 'staff' }));
    expect(ROOM.fold(ROOM.initialState(), house).phase).toBe('open');
  });

  it.each([
    ['fewer than 3 prizes', { prizes: [prize(0), prize(1)] }],
    ['a prize twice', { prizes: [prize(0), prize(1), { ...prize(2), source_storage_id: 's0' }] }],
    ['a reload amount below 0', { minRecharge: -1n }],
    ['a recharge window of 0 days', { rechargeDays: 0 }],
    ['a recharge window over 365 days', { rechargeDays: 366 }],
    ['an end time in the past', { endTime: new Date('2026-11-25T11:00:00Z') }],
    ['an end time too far', { endTime: new Date('2027-01-25T11:00:00Z') }],
    ['an empty name', { name: '  ' }],
  ])('refuses %s', (_case, overrides) => {
    expect(refusal(() => createRoom(request(overrides as Partial<CreateRoomRequest>)))).toBe('VALIDATION_FAILED');
  });
});

describe('rechargeWindowStart', () => {
  it('starts the window rechargeDays before the join; a room from before windows counts every recharge', () => {
    expect(rechargeWindowStart(openState({ rechargeDays: 7 }), NOW)).toEqual(
      new Date(NOW.getTime() - 7 * 24 * 3_600_000),
    );
    const legacy = ROOM.fold(ROOM.initialState(), [
      { type: 'RoomCreated', data: { ...createRoom(request())[0].data, recharge_days: undefined } },
    ]);
    expect(rechargeWindowStart(legacy, NOW)).toBeNull();
  });
});

describe('joinRoom', () => {
  it('appends participants in join order', () => {
    let state = openState();
    for (const id of ['p1', 'p2']) state = ROOM.fold(state, joinRoom(state, joiner(id), NOW));
    expect(state.participants.map((p) => p.player_id)).toEqual(['p1', 'p2']);
  });

  it('refuses by every rule', () => {
    const state = openState({ maxParticipants: 1, minRecharge: 1000n, passwordHash: 'pw' });
    const ok = { passwordHash: 'pw', rechargeTotal: 1000n };
    expect(refusal(() => joinRoom(state, joiner('p', { ...ok, passwordHash: 'x' }), NOW))).toBe('ROLL_WRONG_PASSWORD');
    expect(refusal(() => joinRoom(state, joiner('p', { ...ok, passwordHash: null }), NOW))).toBe('ROLL_WRONG_PASSWORD');
    expect(refusal(() => joinRoom(state, joiner('p', { ...ok, rechargeTotal: 999n }), NOW))).toBe(
      'ROLL_RECHARGE_TOO_LOW',
    );
    expect(refusal(() => joinRoom(state, joiner('p', { ...ok, frozen: true }), NOW))).toBe('ACCOUNT_FROZEN');
    expect(refusal(() => joinRoom(state, joiner('creator', ok), NOW))).toBe('ROLL_OWN_ROOM');
    expect(refusal(() => joinRoom(state, joiner('p', ok), END))).toBe('ROLL_ENDED');
    const joined = ROOM.fold(state, joinRoom(state, joiner('p', ok), NOW));
    expect(refusal(() => joinRoom(joined, joiner('p', ok), NOW))).toBe('ROLL_ALREADY_JOINED');
    expect(refusal(() => joinRoom(joined, joiner('q', ok), NOW))).toBe('ROLL_FULL');
  });

  it('lets only the creator’s invitees into a subordinates-only room', () => {
    const state = openState({ subordinatesOnly: true });
    expect(refusal(() => joinRoom(state, joiner('p', { inviterId: 'someone' }), NOW))).toBe('ROLL_INVITEES_ONLY');
    expect(refusal(() => joinRoom(state, joiner('p'), NOW))).toBe('ROLL_INVITEES_ONLY');
    expect(joinRoom(state, joiner('p', { inviterId: 'creator' }), NOW)).toHaveLength(1);
  });

  it('refuses a room still escrowing as not found', () => {
    const created = ROOM.fold(ROOM.initialState(), createRoom(request()));
    expect(refusal(() => joinRoom(created, joiner('p'), NOW))).toBe('ROLL_NOT_FOUND');
  });
});

describe('drawRoom', () => {
  function withParticipants(ids: string[], prizes = 3): RoomState {
    let state = openState({ prizes: Array.from({ length: prizes }, (_, i) => prize(i)) });
    for (const id of ids) state = ROOM.fold(state, joinRoom(state, joiner(id), NOW));
    return state;
  }

  it('draws nothing before the end time, once after it', () => {
    const state = withParticipants(['p1', 'p2', 'p3', 'p4']);
    expect(drawRoom(state, SEED, NOW, String)).toEqual([]);
    const drawn = drawRoom(state, SEED, AFTER, (i) => `win-${i}`);
    expect(drawn).toHaveLength(1);
    const expected = giveawayDraw(SEED, ['p1', 'p2', 'p3', 'p4'], 3);
    expect(drawn[0].data.client_seed).toBe(expected.clientSeed);
    expect(drawn[0].data.winners.map((w) => [w.prize, w.player_id, w.storage_id])).toEqual(
      expected.winners.map((w) => [w.prize, w.participantId, `win-${w.prize}`]),
    );
    expect(drawn[0].data.server_seed).toBe(SEED);
    const after = ROOM.fold(state, drawn);
    expect(drawRoom(after, SEED, AFTER, String)).toEqual([]);
    expect(returnedPrizes(after)).toEqual([]);
  });

  it('leaves prizes beyond the participants undrawn: they go back', () => {
    const after = ROOM.fold(withParticipants(['p1']), drawRoom(withParticipants(['p1']), SEED, AFTER, String));
    expect(after.winners.map((w) => w.player_id)).toEqual(['p1']);
    expect(returnedPrizes(after)).toEqual([1, 2]);
    expect(settleRoom(after, returnedPrizes(after))[0].data.returned).toEqual([1, 2]);
  });

  it('returns everything when nobody joined', () => {
    const state = withParticipants([]);
    const after = ROOM.fold(state, drawRoom(state, SEED, AFTER, String));
    expect(after.winners).toEqual([]);
    expect(returnedPrizes(after)).toEqual([0, 1, 2]);
  });
});

describe('cancelRoom', () => {
  it('cancels before the draw and returns every escrowed prize; refuses after the draw', () => {
    const state = openState();
    const cancelled = ROOM.fold(state, cancelRoom(state, { by: 'staff', reason: 'staff', serverSeed: SEED }));
    expect(cancelled.serverSeed).toBe(SEED);
    expect(returnedPrizes(cancelled)).toEqual([0, 1, 2]);
    expect(returnedPrizes(cancelled, false)).toEqual([]);
    const drawn = ROOM.fold(state, drawRoom(state, SEED, AFTER, String));
    expect(refusal(() => cancelRoom(drawn, { by: 'staff', reason: 'staff', serverSeed: SEED }))).toBe('ROLL_ENDED');
  });
});
