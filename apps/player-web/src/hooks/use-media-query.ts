import { useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH_PX } from '@/config/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone-sized screen: the menu hides desktop-only pages, top-ups redirect instead of a QR code. */
export function useIsPhone(): boolean {
  return useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`);
}
