import { authLimits } from '../../../../contract';
import { TextField } from '../../../design-system';
import { sanitizeCode } from '../validation';
import styles from './code-field.module.css';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  /** A message makes the field invalid. */
  errorMessage?: string | null;
}

/** The six-digit mailed code: digits only (typed or pasted), offered by the phone's one-time-code autofill. */
export function CodeField({ label, value, onChange, errorMessage }: CodeFieldProps) {
  return (
    <TextField
      name="code"
      label={label}
      value={value}
      onChange={(typed) => onChange(sanitizeCode(typed))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={authLimits.codeLength}
      isRequired
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
      className={styles.code}
    />
  );
}
