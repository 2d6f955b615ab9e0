import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Next to the input (a code button). */
  addon?: ReactNode;
}

export function TextField({ label, value, onChange, addon, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        <input id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
        {addon}
      </div>
    </div>
  );
}
