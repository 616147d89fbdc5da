import type { ReactNode } from 'react';
import { ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { Label } from '../field';
import { withClassName } from '../utils';
import styles from './progress-ring.module.css';

export interface ProgressRingProps extends Omit<RACProgressBarProps, 'children'> {
  /** Diameter: sm 24px (no value text), md 48px, lg 80px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** A visible label under the ring, e.g. 'Waiting in queue...'; without one, pass an aria-label. */
  label?: ReactNode;
  /** Show the percentage in the middle of md and lg rings. @default true */
  hasValueText?: boolean;
}

// The ring is drawn in a 48-unit box, so its stroke scales with the size.
const RADIUS = 21;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Circular progress of a task: determinate with the percentage in its middle (a generation at 40%), or
 * indeterminate with a turning arc (waiting in the queue). It is a React Aria ProgressBar, so screen readers hear
 * its name and value; the arc rests in one frame when motion is reduced.
 */
export function ProgressRing({ size = 'md', label, hasValueText = true, className, 'aria-label': ariaLabel, ...props }: ProgressRingProps) {
  const { t } = useTranslation();
  return (
    <RACProgressBar
      {...props}
      aria-label={label ? ariaLabel : (ariaLabel ?? t('designSystem.loading'))}
      data-size={size}
      className={withClassName(styles.progressRing, className)}
    >
      {({ percentage = 0, valueText, isIndeterminate }) => (
        <>
          <span className={styles.ring}>
            <svg
              className={styles.svg}
              viewBox="0 0 48 48"
              fill="none"
              aria-hidden="true"
              data-indeterminate={isIndeterminate || undefined}
            >
              <circle className={styles.track} cx="24" cy="24" r={RADIUS} />
              <circle
                className={styles.arc}
                cx="24"
                cy="24"
                r={RADIUS}
                strokeDasharray={CIRCUMFERENCE}
                strokeDashoffset={CIRCUMFERENCE * (1 - (isIndeterminate ? 0.25 : percentage / 100))}
              />
            </svg>
            {hasValueText && size !== 'sm' && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </span>
          {label && <Label className={styles.label}>{label}</Label>}
        </>
      )}
    </RACProgressBar>
  );
}
