import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CountedIconButton, DeferredDialogTrigger } from '@/design-system';
import { preloadable } from '@/lib/lazy';
import { useBellCount } from './use-bell-count';

export interface NotificationCentreProps {
  /** Goes to a notification's link once the panel has closed. */
  onNavigate: (href: string) => void;
  /** The panel's content instead of the user's notifications (stories of the panel on its own). */
  children?: ReactNode;
}

const NotificationSheet = preloadable(async () => (await import('./notification-sheet')).NotificationSheet);

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
      <CountedIconButton
        count={unread}
        aria-label={unread > 0 ? t('shell.notifications.openWithUnread', { count: unread }) : t('shell.notifications.open')}
        data-testid="notification-count"
      >
        <Bell />
      </CountedIconButton>
    </DeferredDialogTrigger>
  );
}
