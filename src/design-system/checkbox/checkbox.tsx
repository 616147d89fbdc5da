import { Check, Minus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx, useNativeToggle, type NativeToggleProps } from '../utils';
import styles from './checkbox.module.css';

export interface CheckboxProps extends NativeToggleProps {
  /** The visible label. */
  children?: ReactNode;
  /** Neither checked nor unchecked: 'select all' when some are. */
  isIndeterminate?: boolean;
  className?: string;
}

/** A checkbox with its label; supports the indeterminate state for 'select all'. A native checkbox underneath. */
export function Checkbox({ children, isIndeterminate = false, className, ...props }: CheckboxProps) {
  const { isSelected, labelProps, inputProps } = useNativeToggle(props);
  const input = useRef<HTMLInputElement>(null);
  // The indeterminate state exists only as the element's property, not as an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  return (
    <label {...labelProps} className={cx(styles.checkbox, className)} data-indeterminate={isIndeterminate || undefined}>
      <input {...inputProps} ref={input} />
      <span className={styles.box} aria-hidden="true">
        {isIndeterminate ? <Minus strokeWidth={3} /> : isSelected ? <Check strokeWidth={3} /> : null}
      </span>
      {children}
    </label>
  );
}
