// Whether the login / register / forgot-password dialog is open, and on which form. Opened by the
// header, by login-required routes, by a 401 from the API (spec sections 2 and 8).
import { useSyncExternalStore } from 'react';
import { forgetReturn } from './return-after-sign-in';

export type AuthMode = 'login' | 'register' | 'forgot';

interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
}

let state: AuthDialogState = { open: false, mode: 'login' };
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(mode: AuthMode = 'login'): void {
  set({ open: true, mode });
}

/** Closes it. A page to return to that no sign-in took (the player gave up) is forgotten. */
export function closeAuthDialog(): void {
  forgetReturn();
  set({ ...state, open: false });
}

export function setAuthMode(mode: AuthMode): void {
  set({ ...state, mode });
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
