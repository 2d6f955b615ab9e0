import { arenaMessageType } from './arena.feed';

describe('arena pushes (which battle event makes which)', () => {
  it('announces a battle from its creation fact, whatever order its seats are paid in', () => {
    expect(arenaMessageType({ type: 'BattleCreated' })).toBe('arena.created');
    // Seat 0 paid after a joiner reserved (the creator's stake confirmed late) is a seat paid, not a creation.
    expect(arenaMessageType({ type: 'SeatTaken' })).toBe('arena.joined');
    expect(arenaMessageType({ type: 'RobotsCalled' })).toBe('arena.joined');
    expect(arenaMessageType({ type: 'SeatLeft' })).toBe('arena.left');
    expect(arenaMessageType({ type: 'BattleStarted' })).toBe('arena.started');
    expect(arenaMessageType({ type: 'BattleEnded' })).toBe('arena.ended');
    expect(arenaMessageType({ type: 'BattleCancelled' })).toBe('arena.cancelled');
    // A reservation is pushed once it is paid (SeatTaken); a release undoes an unpaid one.
    expect(arenaMessageType({ type: 'SeatReserved' })).toBeNull();
    expect(arenaMessageType({ type: 'SeatReleased' })).toBeNull();
  });
});
