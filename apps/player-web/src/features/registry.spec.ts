// The registered features: one namespace each, no page path twice, every page behind the same
// login and site switch as the spec's routes, the verify page's rules for every game's draws and
// its sections.
import { describe, expect, it } from 'vitest';
import { GAME_PAIR_DRAW_GAMES, PAIR_DRAW_GAMES } from '@lootledger/contracts';
import { pairDrawRules, verifySections } from '@/lib/feature-registration';
import { resources } from '@/locales/resources';
import { FEATURES } from './registry';

describe('registry of features', () => {
  it('gives every feature its own namespace, loaded in both languages, with its name', () => {
    const namespaces = FEATURES.map((feature) => feature.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const feature of FEATURES) {
      expect(resources.en[feature.namespace]).toBe(feature.messages.en);
      expect(resources.zh[feature.namespace]).toBe(feature.messages.zh);
      expect(typeof (feature.messages.en as Record<string, unknown>)[feature.name]).toBe('string');
      expect(typeof (feature.messages.zh as Record<string, unknown>)[feature.name]).toBe('string');
    }
  });

  it('registers each page path once, with its login and switch', () => {
    const pages = FEATURES.flatMap((feature) => feature.pages ?? []);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    const gates = Object.fromEntries(
      pages.map((page) => [page.path, `${page.loginRequired ? 'login' : 'open'} ${page.siteSwitch ?? '-'}`]),
    );
    expect(gates).toEqual({
      '/002-mysteryBox': 'login battles',
      '/active/mysterybox/:id': 'open -',
      '/active/creation/pkHome': 'login battles',
      '/002-lucky': 'open upgrade',
      '/active/lucky/:id': 'open upgrade',
      '/002-roll': 'open roll',
      '/active/rollHome/:id': 'open -',
      '/active/CreateRoom/creat': 'login roll',
      '/002-shopping': 'open shop',
      '/002-compound': 'login contract',
      '/002-welfare': 'login -',
      '/red': 'login -',
      '/002-Partner': 'open -',
      '/002-Partner1': 'open -',
      '/002-Partner2': 'open -',
      '/002-Partner3': 'open -',
      '/active/packsack/:id': 'login -',
    });
  });

  it("hands the verify page one rule for each game's pair draws", () => {
    const registered = FEATURES.flatMap((feature) => Object.keys(feature.pairDraws ?? {}));
    expect(new Set(registered).size).toBe(registered.length);
    expect(registered.every((game) => (PAIR_DRAW_GAMES as readonly string[]).includes(game))).toBe(true);
    const rules = pairDrawRules(FEATURES);
    expect(Object.keys(rules).sort()).toEqual([...GAME_PAIR_DRAW_GAMES].sort());
    for (const rule of Object.values(rules)) {
      expect(typeof rule.verify).toBe('function');
      expect(typeof rule.describe).toBe('function');
    }
  });

  it("hands the verify page the features' sections, each on its own query parameter", () => {
    const params = verifySections(FEATURES).map((section) => section.param);
    expect(params).toEqual(['battle']);
  });
});
