import { Check, Minus } from 'lucide-react';
import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './checkbox.module.css';

/** A checkbox; its children are the visible label. */
export type CheckboxProps = RACCheckboxProps;

/** A checkbox with its label; supports the indeterminate state for 'select all'. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={withClassName(styles.checkbox, className)}>
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus strokeWidth={3} /> : isSelected ? <Check strokeWidth={3} /> : null}
          </span>
          {label}
        </>
      ))}
    </RACCheckbox>
  );
}
