import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog, SideSheet } from '@/design-system';
import { NotificationInbox } from './notification-inbox';

export interface NotificationSheetProps {
  /** Goes to a notification's link once the panel has closed. */
  onNavigate: (href: string) => void;
  /** The panel's content instead of the user's notifications (stories of the panel on its own). */
  children?: ReactNode;
}

/** The notification centre's side panel; it loads with the bell's first press (NotificationCentre). */
export function NotificationSheet({ onNavigate, children }: NotificationSheetProps) {
  const { t } = useTranslation();
  return (
    <SideSheet>
      <Dialog title={t('shell.notifications.title')}>
        {({ close }) => children ?? <NotificationInbox onClose={close} onNavigate={onNavigate} />}
      </Dialog>
    </SideSheet>
  );
}
