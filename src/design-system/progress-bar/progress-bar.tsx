import type { ReactNode } from 'react';
import { ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { Label } from '../field';
import { cx, withClassName } from '../utils';
import track from '../utils/labelled-track.module.css';
import styles from './progress-bar.module.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Show the value text (e.g. '40%', or `valueLabel`) at the end of the label row. @default true */
  hasValueText?: boolean;
  /** Thickness of the bar: sm 4px, md 8px. @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * Progress of a task: determinate with a value, or indeterminate (a sliding segment) while the total is unknown.
 * React Aria formats the percentage for the locale.
 */
export function ProgressBar({ label, hasValueText = true, size = 'md', className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} data-size={size} className={withClassName(cx(track.root, styles.progressBar), className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || (hasValueText && !isIndeterminate)) && (
            <div className={track.header}>
              {label && <Label>{label}</Label>}
              {hasValueText && !isIndeterminate && <span className={track.value}>{valueText}</span>}
            </div>
          )}
          <div className={styles.track}>
            <div
              className={styles.fill}
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
