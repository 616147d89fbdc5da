import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DeferredDialogTrigger, IconButton } from '../../../design-system';
import { preloadable } from '../../../lib/lazy';
import styles from './notification-centre.module.css';
import { useBellCount } from './use-bell-count';

export interface NotificationCentreProps {
  /** Goes to a notification's link once the panel has closed. */
  onNavigate: (href: string) => void;
  /** The panel's content instead of the user's notifications (stories of the panel on its own). */
  children?: ReactNode;
}

const NotificationSheet = preloadable(async () => (await import('./notification-sheet')).NotificationSheet);

/** More than this shows as '99+' on the bell. */
const MAX_SHOWN_COUNT = 99;

/**
 * The bell in the top bar with the count of unread notifications and unanswered invitations, and the side panel it
 * opens from the inline end (spec part 1 §2 Notification centre). It polls both every 60 s while the app is open, so
 * the count stays current (useBellCount). The side
 * sheet traps focus, closes on Escape, an outside press or Back, and returns focus to the bell; its code loads
 * with the bell's first press.
 */
export function NotificationCentre({ onNavigate, children }: NotificationCentreProps) {
  const { t } = useTranslation();
  const unread = useBellCount();
  return (
    <DeferredDialogTrigger
      dialog={<NotificationSheet onNavigate={onNavigate}>{children}</NotificationSheet>}
      preload={NotificationSheet.preload}
    >
      <span className={styles.bell}>
        <IconButton
          aria-label={unread > 0 ? t('shell.notifications.openWithUnread', { count: unread }) : t('shell.notifications.open')}
          hasTooltip
          tooltipPlacement="bottom"
        >
          <Bell />
        </IconButton>
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
          </span>
        )}
      </span>
    </DeferredDialogTrigger>
  );
}
