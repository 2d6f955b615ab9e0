import {
  issueSteamState,
  returnToWithState,
  stateOfReturnTo,
  steamStateRefusal,
  STEAM_STATE_TTL_SECONDS,
  type SteamStateOwner,
} from './steam-state';

const NOW = new Date('2030-01-01T00:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const RANDOM = Buffer.from(Array.from({ length: 64 }, (_, i) => i));

describe('issuing a state', () => {
  it('gives a bind state to its player, expiring 10 minutes later, with no secret', () => {
    const { record, secret } = issueSteamState({ purpose: 'bind', playerId: 'p' }, RANDOM, NOW);
    expect(secret).toBeNull();
    expect(record).toEqual({
      state: RANDOM.subarray(0, 32).toString('base64url'),
      purpose: 'bind',
      playerId: 'p',
      secretHash: null,
      createdAt: NOW,
      expiresAt: later(600),
      usedAt: null,
    });
    expect(STEAM_STATE_TTL_SECONDS).toBe(600);
  });

  it("gives a sign-in state a secret from other bytes than the state's, stored only as its hash", () => {
    const { record, secret } = issueSteamState({ purpose: 'handle' }, RANDOM, NOW);
    expect(secret).toBe(RANDOM.subarray(32, 64).toString('base64url'));
    expect(record.playerId).toBeNull();
    expect(record.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.secretHash).not.toContain(secret);
  });

  it('refuses too little randomness', () => {
    expect(() => issueSteamState({ purpose: 'handle' }, Buffer.alloc(32), NOW)).toThrow();
  });
});

describe('the state in return_to', () => {
  it('is added to the query and read back; absent or unreadable gives none', () => {
    const returnTo = returnToWithState('https://site.example/steam/bind', 'abc_-1');
    expect(returnTo).toBe('https://site.example/steam/bind?state=abc_-1');
    expect(stateOfReturnTo(`${returnTo}&openid.mode=id_res`)).toBe('abc_-1');
    expect(stateOfReturnTo('https://site.example/steam/bind')).toBeUndefined();
    expect(stateOfReturnTo('https://site.example/steam/bind?state=')).toBeUndefined();
    expect(stateOfReturnTo('not a url')).toBeUndefined();
    expect(stateOfReturnTo(undefined)).toBeUndefined();
  });
});

describe('who may redeem a state, and when', () => {
  const bind = issueSteamState({ purpose: 'bind', playerId: 'p' }, RANDOM, NOW).record;
  const signIn = issueSteamState({ purpose: 'handle' }, RANDOM, NOW);
  const p: SteamStateOwner = { purpose: 'bind', playerId: 'p' };
  const browser: SteamStateOwner = { purpose: 'handle', secret: signIn.secret as string };

  it.each<[string, Parameters<typeof steamStateRefusal>, ReturnType<typeof steamStateRefusal>]>([
    ['its player, in time', [bind, p, later(599)], undefined],
    ['its browser, in time', [signIn.record, browser, later(1)], undefined],
    ['an unknown state', [undefined, p, NOW], 'unknown'],
    ['another player', [bind, { purpose: 'bind', playerId: 'q' }, NOW], 'unknown'],
    ['another browser', [signIn.record, { purpose: 'handle', secret: 'guess' }, NOW], 'unknown'],
    ['a browser without a secret', [signIn.record, { purpose: 'handle', secret: '' }, NOW], 'unknown'],
    ['the other purpose', [bind, browser, NOW], 'unknown'],
    ['at 10 minutes', [bind, p, later(600)], 'expired'],
    ['once used', [{ ...bind, usedAt: later(1) }, p, later(2)], 'used'],
    // Another's state says nothing of its condition.
    ["another's used state", [{ ...bind, usedAt: later(1) }, { purpose: 'bind', playerId: 'q' }, later(2)], 'unknown'],
    ["another's expired state", [bind, { purpose: 'bind', playerId: 'q' }, later(700)], 'unknown'],
  ])('%s', (_name, args, refusal) => {
    expect(steamStateRefusal(...args)).toBe(refusal);
  });
});
