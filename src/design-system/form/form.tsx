import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../utils';
import styles from './form.module.css';

export interface FormProps extends RACFormProps {
  /**
   * A message about the whole form, such as the server's answer to a submit; shown above the fields and
   * announced. Field-level server errors go in `validationErrors`, keyed by field name.
   */
  errorMessage?: ReactNode;
}

/** A form that lays out its fields in a column and shows server errors, per field and for the whole form. */
export function Form({ errorMessage, className, children, ...props }: FormProps) {
  return (
    <RACForm {...props} className={cx(styles.form, className)}>
      {/* role="alert": screen readers read the message out as soon as it is inserted. */}
      {errorMessage && (
        <div role="alert" className={styles.formError}>
          <CircleAlert className={styles.icon} aria-hidden="true" />
          <span>{errorMessage}</span>
        </div>
      )}
      {children}
    </RACForm>
  );
}
