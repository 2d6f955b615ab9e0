import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { CodeButton } from './code-button';

describe('SMS code button (spec section 4: 60 s countdown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down 60 s after a code was sent, then offers to send again', async () => {
    const onSend = vi.fn(async () => true);
    render(<CodeButton onSend={onSend} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Resend in 60 s' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect((screen.getByRole('button', { name: 'Resend in 30 s' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect((screen.getByRole('button', { name: 'Get code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays ready when sending failed', async () => {
    render(<CodeButton onSend={async () => false} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    });
    expect((screen.getByRole('button', { name: 'Get code' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
