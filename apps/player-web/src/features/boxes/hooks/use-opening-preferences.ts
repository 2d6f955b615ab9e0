// The opener's remembered switches (mute, quick open) as React state, written through on change.
import { useCallback, useState } from 'react';
import { readOpeningPreferences, writeOpeningPreference, type OpeningPreferences } from '../opening-preferences';

export function useOpeningPreferences(): [
  OpeningPreferences,
  (name: keyof OpeningPreferences, value: boolean) => void,
] {
  const [preferences, setPreferences] = useState(readOpeningPreferences);
  const update = useCallback((name: keyof OpeningPreferences, value: boolean) => {
    writeOpeningPreference(name, value);
    setPreferences((current) => ({ ...current, [name]: value }));
  }, []);
  return [preferences, update];
}
