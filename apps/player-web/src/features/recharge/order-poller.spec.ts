import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@lootledger/contracts';
import { startOrderPoller } from './order-poller';

describe('recharge order polling (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const options = { intervalMs: 2_000, maxPolls: 100, timeoutMs: 60_000, now: () => Date.now() };
  const statuses = (...list: OrderStatus[]) => vi.fn(async () => list.shift() ?? 'pending');

  it('reads the order every 2 s and settles once it is paid, then stops', async () => {
    const readStatus = statuses('pending', 'pending', 'paid');
    const onSettled = vi.fn();
    startOrderPoller({ ...options, readStatus, onSettled, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(readStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_001);
    expect(onSettled).toHaveBeenCalledWith('paid');
    expect(readStatus).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readStatus).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('settles on an expired order too', async () => {
    const onSettled = vi.fn();
    startOrderPoller({ ...options, readStatus: statuses('expired'), onSettled, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onSettled).toHaveBeenCalledWith('expired');
  });

  it('a poke (a balance push) reads at once, without waiting for the timer', async () => {
    const readStatus = statuses('paid');
    const onSettled = vi.fn();
    const poller = startOrderPoller({ ...options, readStatus, onSettled, onGiveUp: vi.fn() });
    poller.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(onSettled).toHaveBeenCalledWith('paid');
  });

  it('a poke during a read reads once more after it (the push may be newer than the read)', async () => {
    let release: (status: OrderStatus) => void = () => undefined;
    const readStatus = vi
      .fn<() => Promise<OrderStatus>>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce('paid');
    const onSettled = vi.fn();
    const poller = startOrderPoller({ ...options, readStatus, onSettled, onGiveUp: vi.fn() });
    poller.poke();
    poller.poke();
    release('pending');
    await vi.advanceTimersByTimeAsync(0);
    expect(readStatus).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenCalledWith('paid');
  });

  it('a failed read counts and the next one tries again', async () => {
    const readStatus = vi
      .fn<() => Promise<OrderStatus>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('paid');
    const onSettled = vi.fn();
    startOrderPoller({ ...options, readStatus, onSettled, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(onSettled).toHaveBeenCalledWith('paid');
  });

  it('gives up after 60 s of a pending order', async () => {
    const readStatus = statuses();
    const onGiveUp = vi.fn();
    startOrderPoller({ ...options, readStatus, onSettled: vi.fn(), onGiveUp });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(readStatus.mock.calls.length).toBeLessThanOrEqual(30);
  });

  it('gives up after at most 100 reads', async () => {
    const readStatus = statuses();
    const onGiveUp = vi.fn();
    startOrderPoller({ ...options, intervalMs: 10, readStatus, onSettled: vi.fn(), onGiveUp });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(readStatus).toHaveBeenCalledTimes(100);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('stops when asked, pokes included', async () => {
    const readStatus = statuses();
    const poller = startOrderPoller({ ...options, readStatus, onSettled: vi.fn(), onGiveUp: vi.fn() });
    poller.stop();
    poller.poke();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(readStatus).not.toHaveBeenCalled();
  });
});
