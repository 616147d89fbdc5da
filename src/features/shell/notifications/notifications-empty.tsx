import { BellOff } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import styles from './notifications-empty.module.css';

/** 'No new notifications.' (spec part 1 §2), with what will appear here. */
export function NotificationsEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <BellOff aria-hidden="true" />
      </span>
      <p className={styles.emptyTitle}>{t('shell.notifications.empty')}</p>
      <p className={styles.emptyHint}>{t('shell.notifications.emptyHint')}</p>
    </div>
  );
}
