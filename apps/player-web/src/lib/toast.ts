// Toast notifications (spec section 8: error toasts with the server message, success messages,
// warnings). A tiny store outside React so the API client can raise them. A message already on
// screen is not shown again (a failing query retried, several calls failing at once): its timer
// restarts instead. A toast may carry one action (a link, e.g. "Top up" for an insufficient balance).
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  /** An in-app path (the toaster renders a router link). */
  href: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

const DISMISS_MS = 4_000;
/** Toasts with an action stay longer: the player needs time to read and reach the button. */
const DISMISS_WITH_ACTION_MS = 8_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function schedule(toast: Toast): void {
  const timer = timers.get(toast.id);
  if (timer !== undefined) clearTimeout(timer);
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.action ? DISMISS_WITH_ACTION_MS : DISMISS_MS),
  );
}

function show(kind: ToastKind, message: string, action?: ToastAction): void {
  if (!message) return;
  const shown = toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (shown) {
    // Once on screen: keep it (with the action, if this call brings one) a little longer.
    if (action && !shown.action) {
      toasts = toasts.map((toast) => (toast.id === shown.id ? { ...toast, action } : toast));
      emit();
    }
    schedule(toasts.find((toast) => toast.id === shown.id)!);
    return;
  }
  const toast: Toast = { id: nextId++, kind, message, ...(action ? { action } : {}) };
  const dropped = toasts.slice(0, Math.max(0, toasts.length - 4));
  for (const old of dropped) dismissToast(old.id);
  toasts = [...toasts, toast];
  schedule(toast);
  emit();
}

export const toast = {
  success: (message: string, action?: ToastAction) => show('success', message, action),
  error: (message: string, action?: ToastAction) => show('error', message, action),
  warning: (message: string, action?: ToastAction) => show('warning', message, action),
  info: (message: string, action?: ToastAction) => show('info', message, action),
};

/** Clears the error and warning toasts (an action that succeeded makes an old refusal stale). */
export function clearErrorToasts(): void {
  for (const old of toasts) if (old.kind === 'error' || old.kind === 'warning') dismissToast(old.id);
}

/**
 * Where the toaster lives: the topmost open modal dialog, else the page. A modal dialog makes
 * everything outside it inert (no clicks, not hit by the pointer), so toasts move into it to stay
 * usable, and show in the top layer above it.
 */
let hosts: readonly HTMLElement[] = [];
const hostListeners = new Set<() => void>();

function emitHosts(): void {
  for (const listener of hostListeners) listener();
}

export function addToastHost(element: HTMLElement): void {
  hosts = [...hosts.filter((host) => host !== element), element];
  emitHosts();
}

export function removeToastHost(element: HTMLElement): void {
  if (!hosts.includes(element)) return;
  hosts = hosts.filter((host) => host !== element);
  emitHosts();
}

/** The topmost host (an open modal dialog), or null for the page. */
export function getToastHost(): HTMLElement | null {
  return hosts.at(-1) ?? null;
}

export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      hostListeners.add(listener);
      return () => hostListeners.delete(listener);
    },
    getToastHost,
    () => null,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
