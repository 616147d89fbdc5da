import { cx } from '../utils';
import { TextField } from '../text-field';
import styles from './code-field.module.css';

export interface CodeFieldProps {
  label: string;
  value: string;
  /** Receives the digits only, at most `length` of them, whatever was typed or pasted. */
  onChange: (code: string) => void;
  /** How many digits the code has. @default 6 */
  length?: number;
  /** A message makes the field invalid. */
  errorMessage?: string | null;
  /** The form field name. @default 'code' */
  name?: string;
  className?: string;
}

/** A mailed one-time code: digits only, wide-spaced and left to right in both directions, offered by autofill. */
export function CodeField({ label, value, onChange, length = 6, errorMessage, name = 'code', className }: CodeFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, length))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      isRequired
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
      className={cx(styles.code, className)}
    />
  );
}
