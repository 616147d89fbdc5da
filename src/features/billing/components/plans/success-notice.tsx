import { CircleCheck, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton } from '@/design-system';
import successBox from '../success-box.module.css';
import styles from './success-notice.module.css';

/** The return from a paid checkout (/billing?status=success): thanks, and what happens next. */
export function SuccessNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={successBox.box}>
      <CircleCheck size={22} aria-hidden="true" className={successBox.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{t('billing.successTitle')}</p>
        <p className={styles.body}>{t('billing.successBody')}</p>
      </div>
      <IconButton aria-label={t('billing.dismiss')} variant="ghost" size="sm" onPress={onDismiss}>
        <X size={16} />
      </IconButton>
    </div>
  );
}
