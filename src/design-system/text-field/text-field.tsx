import type { ReactNode } from 'react';
import {
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldGroup, FieldMessages, fieldClassNames, Input, Label } from '../field';
import { cx, withClassName } from '../utils';
import styles from './text-field.module.css';

export interface TextFieldProps extends RACTextFieldProps {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Text shown when the field is invalid; by default the browser's or the form's (server's) message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint inside the empty input. */
  placeholder?: string;
  /** Grow into a multi-line text area, e.g. for prompts. @default false */
  isMultiline?: boolean;
  /** Visible lines of a multi-line field. @default 3 */
  rows?: number;
  /** Content at the end of the input box, such as a button (PasswordField's show/hide toggle). */
  endContent?: ReactNode;
}

/** A labelled single- or multi-line text input with help text and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isMultiline = false,
  rows = 3,
  endContent,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={withClassName(fieldClassNames.field, className)}>
      {label && <Label>{label}</Label>}
      {/* role="presentation": the box is only a frame; the input itself carries the label. */}
      <FieldGroup role="presentation" className={cx(isMultiline && styles.multiline)}>
        {isMultiline ? (
          <TextArea rows={rows} placeholder={placeholder} className={cx(fieldClassNames.input, styles.textArea)} />
        ) : (
          <Input placeholder={placeholder} />
        )}
        {endContent && <span className={styles.end}>{endContent}</span>}
      </FieldGroup>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
