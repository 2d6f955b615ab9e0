// The site's text, number, long-text and select controls, each inside its labelled Field: dark
// sunken boxes with the site's line and radius, the accent on focus, the danger colour when refused.
// Values stay strings (an amount is typed as "12.50" and parsed by the form, never a float here).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface Labelled {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

type InputProps = Labelled &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextInput({ label, error, hint, className, value, onChange, type = 'text', ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          className="form-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A whole number or an amount: typed as text with a numeric keyboard (no spinner arrows to misclick). */
export function NumberInput({ decimals = false, ...props }: Omit<InputProps, 'type'> & { decimals?: boolean }) {
  return <TextInput {...props} inputMode={decimals ? 'decimal' : 'numeric'} autoComplete="off" />;
}

type TextAreaProps = Labelled &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextArea({ label, error, hint, className, value, onChange, ...rest }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          className="form-input form-input--area"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
}

type SelectProps<T extends string> = Labelled &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> & {
    value: T;
    options: readonly SelectOption<T>[];
    onChange: (value: T) => void;
  };

export function Select<T extends string>({
  label,
  error,
  hint,
  className,
  value,
  options,
  onChange,
  ...rest
}: SelectProps<T>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <span className="form-select">
          <select
            {...rest}
            {...control}
            className="form-input form-select__control"
            value={value}
            onChange={(event) => onChange(event.target.value as T)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
}
