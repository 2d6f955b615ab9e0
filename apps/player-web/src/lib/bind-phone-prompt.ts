// Whether the bind-phone dialog is asked for outside the personal centre: after a Steam sign-up
// (need_mobile) and whenever the API refuses a top-up or extraction with MOBILE_REQUIRED. The main
// layout shows the dialog while open.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export const openBindPhonePrompt = (): void => set(true);
export const closeBindPhonePrompt = (): void => set(false);

export function useBindPhonePrompt(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
}
