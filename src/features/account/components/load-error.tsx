import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system';
import styles from './load-error.module.css';

interface LoadErrorProps {
  /** What failed, e.g. 'Failed to load points history.' */
  message: string;
  /** Loads again. */
  onRetry: () => void;
  /** The retry is under way. @default false */
  isRetrying?: boolean;
}

/** A section whose data failed to load: the message and a way forward. */
export function LoadError({ message, onRetry, isRetrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.error}>
      <CircleAlert size={20} aria-hidden="true" className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <Button size="sm" onPress={onRetry} isPending={isRetrying}>
        <RotateCw size={16} aria-hidden="true" />
        {t('account.retry')}
      </Button>
    </div>
  );
}
