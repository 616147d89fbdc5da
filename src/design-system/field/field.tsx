import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Group as RACGroup,
  Input as RACInput,
  Label as RACLabel,
  Text,
  type FieldErrorProps as RACFieldErrorProps,
  type GroupProps as RACGroupProps,
  type InputProps as RACInputProps,
  type LabelProps as RACLabelProps,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx, withClassName } from '../utils';
import styles from './field.module.css';

/** Props of a field's label. */
export type LabelProps = RACLabelProps;

/** The visible name of a field; React Aria links it to the input. */
export function Label({ className, ...props }: LabelProps) {
  return <RACLabel {...props} className={cx(styles.label, className)} />;
}

/** Props of a field's help text. */
export type DescriptionProps = Omit<TextProps, 'slot'>;

/** Help text under a field, linked to the input with aria-describedby. */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}

/** Props of a field's error text. */
export type FieldErrorProps = RACFieldErrorProps;

/** The error under an invalid field; shows nothing while the field is valid. */
function FieldError({ className, ...props }: FieldErrorProps) {
  return <RACFieldError {...props} className={withClassName(styles.error, className)} />;
}

/** Props of a field's message row. */
export interface FieldMessagesProps {
  /** Help text; hidden from sight (still announced) while the error takes its place. */
  description?: ReactNode;
  /** Text shown when the field is invalid; by default the browser's or the form's (server's) message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Content at the end of the row, such as a character counter. */
  end?: ReactNode;
}

/**
 * The row under a field for its description and error. It is always at least one line high and the error takes
 * the description's place, so a message appearing or going (a field's error clears when it loses focus, which a
 * press on the form's button does) moves nothing below the field, and the press is never lost to a shift.
 */
export function FieldMessages({ description, errorMessage, end }: FieldMessagesProps) {
  return (
    <div className={styles.messages}>
      <div className={styles.stack}>
        {description && <Description className={styles.stackedDescription}>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </div>
      {end}
    </div>
  );
}

/** Props of the box that holds an input and its buttons. */
export type FieldGroupProps = RACGroupProps;

/** The bordered box of a field: holds the input and any buttons, and shows hover, focus and invalid states. */
export function FieldGroup({ className, ...props }: FieldGroupProps) {
  return <RACGroup {...props} className={withClassName(styles.group, className)} />;
}

/** Props of an input inside a FieldGroup. */
export type InputProps = RACInputProps;

/** A borderless input that fills its FieldGroup. */
export function Input({ className, ...props }: InputProps) {
  return <RACInput {...props} className={withClassName(styles.input, className)} />;
}

/** Class names other fields compose: the field column and the label/description/error styles. */
export const fieldClassNames = { field: styles.field, group: styles.group, input: styles.input };
