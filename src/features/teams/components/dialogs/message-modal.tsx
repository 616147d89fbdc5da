import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, Modal } from '@/design-system';
import { dialogStyles } from './dialog-parts';

export interface MessageModalProps {
  /** The message; the dialog is open while there is one. */
  message: string | null;
  /** The heading. @default 'An Error Occurred' */
  title?: string;
  /** OK, Escape or the backdrop. */
  onClose: () => void;
}

/** MessageDialog's modal, whose code loads when the dialog first opens. */
export function MessageModal({ message, title, onClose }: MessageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal size="sm" isOpen={message !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog
        role="alertdialog"
        title={title ?? t('teams.errorDialog.title')}
        hasCloseButton={false}
        footer={
          <Button variant="primary" slot="close" autoFocus>
            {t('teams.errorDialog.ok')}
          </Button>
        }
      >
        <p className={dialogStyles.message}>{message}</p>
      </Dialog>
    </Modal>
  );
}
