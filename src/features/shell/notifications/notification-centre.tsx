import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseOnBack, Dialog, IconButton } from '../../../design-system';
import { NotificationsEmpty } from './notifications-empty';
import styles from './notification-centre.module.css';

export interface NotificationCentreProps {
  /** The panel's content; the notifications feature fills it later, until then the empty state shows. */
  children?: ReactNode;
}

/**
 * The bell in the top bar and the side panel it opens from the inline end (spec part 1 §2 Notification centre).
 * React Aria's modal traps focus, closes on Escape or an outside press, and returns focus to the bell.
 */
export function NotificationCentre({ children }: NotificationCentreProps) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <IconButton aria-label={t('shell.notifications.open')} hasTooltip tooltipPlacement="bottom">
        <Bell />
      </IconButton>
      <ModalOverlay isDismissable className={styles.overlay}>
        <Modal className={styles.panel}>
          <CloseOnBack />
          <Dialog title={t('shell.notifications.title')} className={styles.dialog}>
            {children ?? <NotificationsEmpty />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
