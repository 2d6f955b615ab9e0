// The opener's remembered switches: sound muted and quick open (no spin). Kept in localStorage so
// they survive a reload; anything unreadable falls back to the defaults (sound on, full spin).
import { readLocal, writeLocal } from '@/lib/local-store';

export interface OpeningPreferences {
  muted: boolean;
  quickOpen: boolean;
}

export const DEFAULT_OPENING_PREFERENCES: OpeningPreferences = { muted: false, quickOpen: false };

export const OPENING_PREFERENCE_KEYS: Record<keyof OpeningPreferences, string> = {
  muted: 'opening.muted',
  quickOpen: 'opening.quick',
};

/** Where the switches are kept (localStorage through the never-throwing helpers by default). */
export interface PreferenceStore {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

const localStore: PreferenceStore = { read: readLocal, write: writeLocal };

export function readOpeningPreferences(store: PreferenceStore = localStore): OpeningPreferences {
  const flag = (name: keyof OpeningPreferences): boolean => {
    const text = store.read(OPENING_PREFERENCE_KEYS[name]);
    return text === '1' ? true : text === '0' ? false : DEFAULT_OPENING_PREFERENCES[name];
  };
  return { muted: flag('muted'), quickOpen: flag('quickOpen') };
}

export function writeOpeningPreference(
  name: keyof OpeningPreferences,
  value: boolean,
  store: PreferenceStore = localStore,
): void {
  store.write(OPENING_PREFERENCE_KEYS[name], value ? '1' : '0');
}
