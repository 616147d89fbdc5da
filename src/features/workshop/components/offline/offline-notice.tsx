import { ArrowUpRight, FlaskConical, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, IconButton } from '@/design-system';
import { readStored, writeStored } from '@/lib/storage';
import styles from './offline.module.css';

/** Set once the user has hidden the notice: the mark on each offline creation still leads to the guide. */
const hiddenKey = 'offlineNoticeHidden';

/**
 * Says, calmly and before the first run, that this template's pictures come from the offline preview model: abstract
 * pictures from the prompt's words, not what it describes. A new user who was not told would think the studio broken.
 */
export function OfflineNotice({ onOpenGuide }: { onOpenGuide: () => void }) {
  const { t } = useTranslation();
  const [isHidden, setHidden] = useState(() => readStored('local', hiddenKey) === 'true');
  if (isHidden) return null;
  const hide = () => {
    writeStored('local', hiddenKey, 'true');
    setHidden(true);
  };
  return (
    <aside className={styles.notice} aria-labelledby="offline-notice-title" data-testid="offline-notice">
      <FlaskConical size={18} aria-hidden="true" className={styles.noticeIcon} />
      <div>
        <p id="offline-notice-title" className={styles.noticeTitle}>
          {t('workshop.offline.title')}
        </p>
        <p className={styles.noticeBody}>{t('workshop.offline.body')}</p>
      </div>
      <Button size="sm" variant="secondary" onPress={onOpenGuide} className={styles.noticeAction}>
        {t('workshop.offline.connect')}
        <ArrowUpRight size={14} aria-hidden="true" data-directional />
      </Button>
      <IconButton aria-label={t('workshop.offline.hide')} hasTooltip size="sm" variant="ghost" onPress={hide} className={styles.noticeHide}>
        <X />
      </IconButton>
    </aside>
  );
}

/** The mark on a creation from the offline preview model; it opens the same guide. */
export function OfflineBadge({ onOpenGuide }: { onOpenGuide: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="ghost" onPress={onOpenGuide} className={styles.badge} aria-label={t('workshop.offline.badgeLabel')}>
      <FlaskConical size={14} aria-hidden="true" />
      {t('workshop.offline.badge')}
    </Button>
  );
}
