import { describe, expect, it } from 'vitest';
import { arenaPaths } from './paths';

describe('arena route paths', () => {
  it('keeps the spec paths as written', () => {
    expect(arenaPaths.arena.path).toBe('/002-mysteryBox');
    expect(arenaPaths.battle.getHref({ id: 'b 1' })).toBe('/active/mysterybox/b%201');
  });
});
