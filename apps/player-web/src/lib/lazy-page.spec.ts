import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithRetry, withTimeout } from './lazy-page';

describe('chunk loading (spec section 8: 120 s timeout)', () => {
  it('retries a failed chunk once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ Page: 1 });
    await expect(loadWithRetry(load, 1_000, 1)).resolves.toEqual({ Page: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that does not arrive in time', async () => {
    vi.useFakeTimers();
    try {
      const pending = withTimeout(new Promise(() => undefined), 120_000);
      const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(120_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
