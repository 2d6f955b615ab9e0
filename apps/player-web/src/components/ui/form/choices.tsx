// The site's choices: a radio group drawn as a row of pills (the chosen one in the accent), and a
// checkbox drawn as the site's own box with a tick. Both keep the native input (keyboard, labels,
// screen readers); only its look is the site's.
import type { ReactNode } from 'react';
import './form.css';

export interface RadioOption<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
  /** A longer explanation, on hover. */
  title?: string;
}

interface RadioGroupProps<T extends string | number> {
  legend: ReactNode;
  /** The inputs' shared name (unique within the form). */
  name: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  /** Under the options (what the chosen one means). */
  hint?: ReactNode;
  className?: string;
}

export function RadioGroup<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
  className,
}: RadioGroupProps<T>) {
  return (
    <fieldset className={`form-choices${className ? ` ${className}` : ''}`}>
      <legend className="form-field__label">{legend}</legend>
      <div className="form-choices__options">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={`form-pill${option.disabled ? ' form-pill--disabled' : ''}`}
            title={option.title}
          >
            <input
              type="radio"
              className="form-pill__input"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span className="form-pill__text">{option.label}</span>
          </label>
        ))}
      </div>
      {hint && <p className="form-field__hint">{hint}</p>}
    </fieldset>
  );
}

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

export function CheckboxField({ checked, onChange, children, className }: CheckboxFieldProps) {
  return (
    <label className={`form-check${className ? ` ${className}` : ''}`}>
      <input
        type="checkbox"
        className="form-check__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="form-check__text">{children}</span>
    </label>
  );
}
