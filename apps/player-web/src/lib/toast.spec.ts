// The toast store: a message on screen is not repeated, an action rides along, a success clears
// the old refusals, and each toast leaves after its time (a fake clock, no waiting).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToastHost,
  clearErrorToasts,
  dismissToast,
  getToastHost,
  getToasts as current,
  removeToastHost,
  toast,
} from './toast';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const shown of current()) dismissToast(shown.id);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a message once while it is on screen (a retried failing call), again after it left', () => {
    toast.error('Server error');
    vi.advanceTimersByTime(3_000);
    toast.error('Server error');
    toast.error('Server error');
    expect(current().map((shown) => shown.message)).toEqual(['Server error']);
    // Each repeat restarted its time: still there 3 s after the last one, gone after 4 s.
    vi.advanceTimersByTime(3_000);
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(current()).toHaveLength(0);
    toast.error('Server error');
    expect(current()).toHaveLength(1);
  });

  it('keeps an action with its toast, longer', () => {
    toast.error('Insufficient balance', { label: 'Top up', href: '/recharge' });
    expect(current()[0]).toMatchObject({ kind: 'error', action: { label: 'Top up', href: '/recharge' } });
    vi.advanceTimersByTime(4_000);
    expect(current()).toHaveLength(1);
    vi.advanceTimersByTime(4_000);
    expect(current()).toHaveLength(0);
  });

  it('clears errors and warnings, not successes, when an action went through', () => {
    toast.error('Insufficient balance');
    toast.warning('Careful');
    toast.success('Saved');
    clearErrorToasts();
    expect(current().map((shown) => shown.kind)).toEqual(['success']);
  });

  it('lives in the topmost open dialog, back on the page when they close', () => {
    const first = document.createElement('dialog');
    const second = document.createElement('dialog');
    expect(getToastHost()).toBeNull();
    addToastHost(first);
    addToastHost(second);
    expect(getToastHost()).toBe(second);
    removeToastHost(second);
    expect(getToastHost()).toBe(first);
    removeToastHost(first);
    expect(getToastHost()).toBeNull();
  });
});
