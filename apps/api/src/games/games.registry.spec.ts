// The games' registry: every game's registration agrees with its wire contract, and once it loads
// the central lists hold every game's parts (messages for every error key, the pair draws, the
// staff resources; responsible gaming's spend types: its guard's spec).
import { ERROR_STATUS, GAME_WIRES, type ErrorKey } from '@lootledger/contracts';
import { ERROR_MESSAGES } from '../platform/i18n/messages';
import { STAFF_RESOURCES } from '../staff';
import { pairDrawReader } from './fairness/pair-draws/pair-draws';
import { GAMES, registerGames } from './games.registry';

describe('the games registry', () => {
  it.each(GAMES.map((game) => [game.name, game] as const))(
    '%s: its registration matches its wire contract',
    (_name, game) => {
      const wire = GAME_WIRES.find((candidate) => candidate.feature.key === game.siteFeature);
      expect(wire).toBeDefined();
      expect(Object.keys(game.errorMessages).sort()).toEqual(Object.keys(wire!.errors).sort());
    },
  );

  it('gives every error key, the core and the games, a zh and an en message', () => {
    for (const key of Object.keys(ERROR_STATUS) as ErrorKey[]) {
      expect({ key, zh: Boolean(ERROR_MESSAGES[key]?.zh), en: Boolean(ERROR_MESSAGES[key]?.en) }).toEqual({
        key,
        zh: true,
        en: true,
      });
    }
  });

  it("hands each game's parts to the central lists", () => {
    for (const game of GAMES) {
      for (const type of Object.keys(game.pairDraws ?? {})) expect(pairDrawReader(type)).toBe(game.pairDraws![type]);
      for (const resource of Object.keys(game.staffResources)) expect(STAFF_RESOURCES).toContain(resource);
    }
  });

  it('registers the same games again without change', () => {
    const resources = [...STAFF_RESOURCES];
    expect(() => registerGames(GAMES)).not.toThrow();
    expect(STAFF_RESOURCES).toEqual(resources);
  });
});
