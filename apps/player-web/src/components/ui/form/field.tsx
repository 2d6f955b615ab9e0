// The one way a form control is labelled on the site: its label above, a hint and an error below,
// the error tied to the control (aria-invalid, aria-describedby) so a screen reader reads it with it.
// The site's controls (inputs.tsx, choices.tsx) are built on it.
import { useId, type ReactNode } from 'react';
import './form.css';

/** What a control receives from its field: its id and the ids of the texts that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Said under the control while the value is refused (role="alert"). */
  error?: ReactNode;
  /** A short help line under the control. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <span id={hintId} className="form-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="form-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
