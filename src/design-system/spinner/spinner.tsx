import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { withClassName } from '../utils';
import styles from './spinner.module.css';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'value' | 'children'> {
  /** Diameter: sm 16px, md 24px, lg 32px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An indeterminate progress indicator. It is a React Aria ProgressBar, so screen readers hear a busy progress bar
 * named 'Loading' unless an aria-label says more; inside a pending Button it names the button's busy state.
 */
export function Spinner({ size = 'md', className, 'aria-label': ariaLabel, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <ProgressBar
      {...props}
      isIndeterminate
      aria-label={ariaLabel ?? t('designSystem.loading')}
      data-size={size}
      className={withClassName(styles.spinner, className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9.5" strokeWidth="3" />
        <circle className={styles.arc} cx="12" cy="12" r="9.5" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
