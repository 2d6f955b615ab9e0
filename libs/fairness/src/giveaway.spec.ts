import { createHash } from 'node:crypto';
import { giveawayClientSeed, giveawayDraw } from './giveaway';
import { unitFloat } from './unit-float';

const serverSeed = 'e'.repeat(64);
const participants = ['u10', 'u7', 'u3', 'u42', 'u5', 'u6'];

describe('giveaway draw', () => {
  it('commits to the participants in join order', () => {
    expect(giveawayClientSeed(participants)).toBe(createHash('sha256').update('u10,u7,u3,u42,u5,u6').digest('hex'));
    expect(giveawayClientSeed(['a', 'b'])).not.toBe(giveawayClientSeed(['b', 'a']));
  });

  it('gives prize i (nonce i) to index floor(f * remaining) of those not yet drawn', () => {
    const draw = giveawayDraw(serverSeed, participants, 3);
    const left = [...participants];
    draw.winners.forEach((winner, prize) => {
      const index = Math.floor(unitFloat(serverSeed, draw.clientSeed, prize, 0) * left.length);
      expect(winner).toEqual({
        prize,
        nonce: prize,
        cursor: 0,
        remaining: left.length,
        index,
        participantId: left[index],
      });
      left.splice(index, 1);
    });
    expect(draw.winners).toHaveLength(3);
  });

  it('never draws a participant twice and leaves prizes beyond the participants undrawn', () => {
    const draw = giveawayDraw(serverSeed, participants, 9);
    expect(draw.winners.map((winner) => winner.participantId).sort()).toEqual([...participants].sort());
    expect(draw.winners.map((winner) => winner.remaining)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(draw.undrawnPrizes).toEqual([6, 7, 8]);
  });

  it('draws nobody from an empty room and nothing for zero prizes', () => {
    expect(giveawayDraw(serverSeed, [], 2)).toEqual({
      clientSeed: giveawayClientSeed([]),
      winners: [],
      undrawnPrizes: [0, 1],
    });
    expect(giveawayDraw(serverSeed, participants, 0).winners).toEqual([]);
  });

  it('refuses a participant listed twice and a bad prize count', () => {
    expect(() => giveawayDraw(serverSeed, ['u1', 'u2', 'u1'], 1)).toThrow(/DUPLICATE_PARTICIPANT/);
    expect(() => giveawayDraw(serverSeed, participants, -1)).toThrow(/INVALID_COUNT/);
    expect(() => giveawayDraw(serverSeed, participants, 1.5)).toThrow(/INVALID_COUNT/);
  });
});
