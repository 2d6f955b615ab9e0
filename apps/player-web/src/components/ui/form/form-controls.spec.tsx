import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, RadioGroup } from './choices';
import { NumberInput, Select, TextInput } from './inputs';

afterEach(cleanup);

describe('the site form controls (issue 31: one set of form components)', () => {
  it('labels an input and ties its error to it', () => {
    render(
      <TextInput label="Room name" value="" onChange={() => undefined} error="Enter a room name." hint="50 at most" />,
    );
    const input = screen.getByLabelText('Room name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toEqual(['50 at most', 'Enter a room name.']);
    expect(screen.getByRole('alert').textContent).toBe('Enter a room name.');
  });

  it('is not invalid without an error', () => {
    render(<TextInput label="Room name" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Room name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a typed amount back as the text typed (never a float)', () => {
    const typed: string[] = [];
    render(<NumberInput decimals label="Reload amount" value="" onChange={(value) => typed.push(value)} />);
    const input = screen.getByLabelText('Reload amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '12.50' } });
    expect(typed).toEqual(['12.50']);
  });

  it('selects an option by its value', () => {
    const chosen: string[] = [];
    render(
      <Select
        label="Sort by"
        value="new"
        options={[
          { value: 'new', label: 'Newest' },
          { value: 'value', label: 'Value' },
        ]}
        onChange={(value) => chosen.push(value)}
      />,
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'value' } });
    expect(chosen).toEqual(['value']);
  });

  it('groups radios under their legend, one checked, a disabled one refused', () => {
    function Seats() {
      const [seats, setSeats] = useState(2);
      return (
        <RadioGroup
          legend="Players"
          name="seats"
          value={seats}
          options={[2, 3, 4].map((count) => ({ value: count, label: count, disabled: count === 3 }))}
          onChange={setSeats}
        />
      );
    }
    render(<Seats />);
    const group = screen.getByRole('group', { name: 'Players' });
    expect(group).toBeTruthy();
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('2').checked).toBe(true);
    fireEvent.click(radio('4'));
    expect([radio('2').checked, radio('4').checked]).toEqual([false, true]);
    expect(radio('3').disabled).toBe(true);
  });

  it('checks a checkbox by its text', () => {
    const seen: boolean[] = [];
    render(
      <CheckboxField checked={false} onChange={(checked) => seen.push(checked)}>
        Robots may join
      </CheckboxField>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Robots may join' }));
    expect(seen).toEqual([true]);
  });
});
