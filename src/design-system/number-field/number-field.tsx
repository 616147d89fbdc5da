import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldGroup, FieldMessages, fieldClassNames, Input, Label } from '../field';
import { withClassName } from '../utils';
import styles from './number-field.module.css';

export interface NumberFieldProps extends RACNumberFieldProps {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Text shown when the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint inside the empty input. */
  placeholder?: string;
}

/**
 * A number input with decrease and increase buttons. React Aria names the buttons, formats and parses the value
 * for the locale, and steps with the arrow keys.
 */
export function NumberField({ label, description, errorMessage, placeholder, className, ...props }: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={withClassName(fieldClassNames.field, className)}>
      {label && <Label>{label}</Label>}
      <FieldGroup>
        <Button slot="decrement" className={styles.step}>
          <Minus aria-hidden="true" />
        </Button>
        <Input placeholder={placeholder} className={styles.input} />
        <Button slot="increment" className={styles.step}>
          <Plus aria-hidden="true" />
        </Button>
      </FieldGroup>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
