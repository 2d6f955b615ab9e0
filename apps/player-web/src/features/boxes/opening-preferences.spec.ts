import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPENING_PREFERENCES,
  OPENING_PREFERENCE_KEYS,
  readOpeningPreferences,
  writeOpeningPreference,
  type PreferenceStore,
} from './opening-preferences';

function memoryStore(initial: Record<string, string> = {}): PreferenceStore & { values: Record<string, string> } {
  const values = { ...initial };
  return { values, read: (key) => values[key] ?? null, write: (key, value) => void (values[key] = value) };
}

describe('opening preferences (mute, quick open)', () => {
  it('defaults to sound on and the full spin', () => {
    expect(readOpeningPreferences(memoryStore())).toEqual({ muted: false, quickOpen: false });
    expect(DEFAULT_OPENING_PREFERENCES).toEqual({ muted: false, quickOpen: false });
  });

  it('remembers each switch on its own', () => {
    const store = memoryStore();
    writeOpeningPreference('muted', true, store);
    expect(readOpeningPreferences(store)).toEqual({ muted: true, quickOpen: false });
    writeOpeningPreference('quickOpen', true, store);
    writeOpeningPreference('muted', false, store);
    expect(readOpeningPreferences(store)).toEqual({ muted: false, quickOpen: true });
    expect(store.values).toEqual({ [OPENING_PREFERENCE_KEYS.muted]: '0', [OPENING_PREFERENCE_KEYS.quickOpen]: '1' });
  });

  it('falls back to the default for an unreadable value', () => {
    const store = memoryStore({ [OPENING_PREFERENCE_KEYS.muted]: 'yes', [OPENING_PREFERENCE_KEYS.quickOpen]: '' });
    expect(readOpeningPreferences(store)).toEqual(DEFAULT_OPENING_PREFERENCES);
  });

  it('uses localStorage by default', () => {
    localStorage.removeItem(OPENING_PREFERENCE_KEYS.muted);
    writeOpeningPreference('muted', true);
    expect(localStorage.getItem(OPENING_PREFERENCE_KEYS.muted)).toBe('1');
    expect(readOpeningPreferences().muted).toBe(true);
    localStorage.removeItem(OPENING_PREFERENCE_KEYS.muted);
  });
});
