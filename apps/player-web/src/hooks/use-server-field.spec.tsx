import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerField } from './use-server-field';

const follow = (initial: string | undefined) =>
  renderHook(({ server }) => useServerField(server), { initialProps: { server: initial } });

describe('a form field backed by the server (useServerField)', () => {
  it('shows the server value once it arrives, and every new one while untouched', () => {
    const field = follow(undefined);
    expect(field.result.current[0]).toBe('');
    field.rerender({ server: 'Alice' });
    expect(field.result.current[0]).toBe('Alice');
    field.rerender({ server: 'Alice B' });
    expect(field.result.current[0]).toBe('Alice B');
  });

  it('keeps what the person typed when a refetch brings the same or another value', () => {
    const field = follow('Alice');
    act(() => field.result.current[1]('Tester One'));
    field.rerender({ server: 'Alice' });
    expect(field.result.current[0]).toBe('Tester One');
    field.rerender({ server: 'Changed elsewhere' });
    expect(field.result.current[0]).toBe('Tester One');
  });

  it('follows the server again once its value is what the field holds (after a save)', () => {
    const field = follow('Alice');
    act(() => field.result.current[1]('Tester One'));
    field.rerender({ server: 'Tester One' });
    field.rerender({ server: 'Renamed by staff' });
    expect(field.result.current[0]).toBe('Renamed by staff');
  });
});
