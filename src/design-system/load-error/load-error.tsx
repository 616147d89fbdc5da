import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/runtime';
import { Button } from '../button';
import { cx } from '../utils';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** What failed, in the screen's words, e.g. 'Failed to load points history.' */
  message: string;
  /** Loads again. */
  onRetry: () => void;
  /** The retry is under way. @default false */
  isRetrying?: boolean;
  className?: string;
}

/** A panel for data that failed to load: the message and a way forward (Try again). Announced as an alert. */
export function LoadError({ message, onRetry, isRetrying = false, className }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={cx(styles.error, className)}>
      <CircleAlert size={20} aria-hidden="true" className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <Button size="sm" onPress={onRetry} isPending={isRetrying}>
        <RotateCw size={16} aria-hidden="true" />
        {t('designSystem.retry')}
      </Button>
    </div>
  );
}
