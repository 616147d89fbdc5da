import { useTranslation } from '../../../../lib/i18n';
import { Button, Dialog, Modal } from '../../../../design-system';
import { dialogStyles } from './dialog-parts';

export interface MessageDialogProps {
  /** The message; the dialog is open while there is one. */
  message: string | null;
  /** The heading. @default 'An Error Occurred' */
  title?: string;
  /** OK, Escape or the backdrop. */
  onClose: () => void;
}

/**
 * The team pages' error dialog (spec part 1 §2, §8): 'An Error Occurred' with the message and OK. 'Access Revoked'
 * uses it with its own title.
 */
export function MessageDialog({ message, title, onClose }: MessageDialogProps) {
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
