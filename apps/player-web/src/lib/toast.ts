// Toast notifications (spec section 8: error toasts with the server message, success messages,
// warnings). A tiny store outside React so the API client can raise them.
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const DISMISS_MS = 4_000;
/** The same message within this window is shown once (e.g. several failing calls at once). */
const DEDUPE_MS = 1_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const recent = new Map<string, number>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function show(kind: ToastKind, message: string): void {
  if (!message) return;
  const key = `${kind}:${message}`;
  const now = Date.now();
  const last = recent.get(key);
  if (last !== undefined && now - last < DEDUPE_MS) return;
  recent.set(key, now);
  const id = nextId++;
  toasts = [...toasts.slice(-4), { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), DISMISS_MS);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
