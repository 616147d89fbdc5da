import { useTranslation } from '@/lib/i18n';
import { Dialog, Modal } from '@/design-system';
import { RejectForm } from './reject-form';

export interface RejectDialogProps {
  /** Whose request is being rejected; the dialog is open while there is one. */
  username: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
  isPending: boolean;
  errorMessage: string | null;
}

/** The reason asked before a manual payment is rejected; PaymentReviewPage loads it when it first opens. */
export function RejectDialog({ username, onClose, onSubmit, isPending, errorMessage }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal size="sm" isOpen={username !== null} onOpenChange={(open) => !open && onClose()} isDismissable={!isPending}>
      <Dialog title={t('billing.review.rejectTitle')} hasCloseButton>
        {username !== null && <RejectForm username={username} onSubmit={onSubmit} isPending={isPending} errorMessage={errorMessage} />}
      </Dialog>
    </Modal>
  );
}
