import type { ReactNode } from 'react';
import { cx, useNativeToggle, type NativeToggleProps } from '../utils';
import styles from './switch.module.css';

export interface SwitchProps extends NativeToggleProps {
  /** The visible label. */
  children?: ReactNode;
  className?: string;
}

/**
 * An on/off switch for settings that apply at once (use a Checkbox inside forms that are submitted): a native
 * checkbox with the switch role underneath.
 */
export function Switch({ children, className, ...props }: SwitchProps) {
  const { labelProps, inputProps } = useNativeToggle(props);
  return (
    <label {...labelProps} className={cx(styles.switch, className)}>
      <input {...inputProps} role="switch" aria-checked={inputProps.checked} />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </label>
  );
}
