import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogTrigger, IconButton, SideSheet } from '../../../design-system';
import { NotificationsEmpty } from './notifications-empty';

export interface NotificationCentreProps {
  /** The panel's content; the notifications feature fills it later, until then the empty state shows. */
  children?: ReactNode;
}

/**
 * The bell in the top bar and the side panel it opens from the inline end (spec part 1 §2 Notification centre).
 * The side sheet traps focus, closes on Escape, an outside press or Back, and returns focus to the bell.
 */
export function NotificationCentre({ children }: NotificationCentreProps) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <IconButton aria-label={t('shell.notifications.open')} hasTooltip tooltipPlacement="bottom">
        <Bell />
      </IconButton>
      <SideSheet>
        <Dialog title={t('shell.notifications.title')}>{children ?? <NotificationsEmpty />}</Dialog>
      </SideSheet>
    </DialogTrigger>
  );
}
