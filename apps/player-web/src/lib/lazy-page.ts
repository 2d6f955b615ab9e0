// Route-level code splitting: React.lazy with one retry and the spec's 120 s chunk-load timeout
// (section 8). A chunk that still fails reaches the route's error boundary, which offers a reload.
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  retryDelayMs = 1_000,
): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch (error) {
    if (error instanceof ChunkLoadError && error.message.includes('within')) throw error;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    return withTimeout(load(), timeoutMs);
  }
}

/** A lazily loaded page: `lazyPage(() => import('./x'), 'XPage')`. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const module = await loadWithRetry(load);
    return { default: module[name] as ComponentType };
  });
}
