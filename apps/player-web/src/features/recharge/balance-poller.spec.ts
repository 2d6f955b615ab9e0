import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBalancePoller } from './balance-poller';

describe('recharge balance polling (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const options = { intervalMs: 2_000, maxPolls: 100, timeoutMs: 60_000, now: () => Date.now() };

  it('polls every 2 s and succeeds on a balance rise, then stops', async () => {
    const balances = ['10.00', '10.00', '110.00'];
    const readBalance = vi.fn(async () => balances.shift() ?? '110.00');
    const onRise = vi.fn();
    startBalancePoller({ ...options, baseline: '10.00', readBalance, onRise, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(readBalance).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_001);
    expect(onRise).toHaveBeenCalledWith('110.00');
    expect(readBalance).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readBalance).toHaveBeenCalledTimes(3);
  });

  it('compares amounts exactly: 0.10 + 0.20 is a rise over 0.29', async () => {
    const onRise = vi.fn();
    startBalancePoller({ ...options, baseline: '0.29', readBalance: async () => '0.30', onRise, onGiveUp: vi.fn() });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onRise).toHaveBeenCalledWith('0.30');
  });

  it('gives up after 60 s without a rise', async () => {
    const readBalance = vi.fn(async () => '5.00');
    const onGiveUp = vi.fn();
    startBalancePoller({ ...options, baseline: '5.00', readBalance, onRise: vi.fn(), onGiveUp });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    expect(readBalance.mock.calls.length).toBeLessThanOrEqual(30);
  });

  it('gives up after at most 100 polls', async () => {
    const readBalance = vi.fn(async () => '5.00');
    const onGiveUp = vi.fn();
    startBalancePoller({ ...options, intervalMs: 10, baseline: '5.00', readBalance, onRise: vi.fn(), onGiveUp });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(readBalance).toHaveBeenCalledTimes(100);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const readBalance = vi.fn(async () => '5.00');
    const stop = startBalancePoller({ ...options, baseline: '5.00', readBalance, onRise: vi.fn(), onGiveUp: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(readBalance).not.toHaveBeenCalled();
  });
});
