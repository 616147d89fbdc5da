import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { Button } from '../button';
import { Modal, type ModalProps } from '../modal';
import styles from './alert-dialog.module.css';

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'size' | 'isDismissable'> {
  /** The question or statement, e.g. 'Delete this project?'. */
  title: ReactNode;
  /** What happens if the user confirms. */
  children: ReactNode;
  /** Text of the confirm button, e.g. 'Delete'. */
  confirmLabel: ReactNode;
  /** Text of the cancel button. @default t('designSystem.cancel') */
  cancelLabel?: ReactNode;
  /** 'destructive' paints the confirm button red and shows a warning icon. @default 'default' */
  variant?: 'default' | 'destructive';
  /**
   * Called on confirm. Return a promise to keep the dialog open with a pending button until it settles; it closes
   * when the promise resolves and stays open when it rejects (report the error with a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Show the confirm button as pending, for callers that track the work themselves. @default false */
  isPending?: boolean;
}

/** A confirmation before a consequential action: title, message, cancel and confirm. */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
  isPending = false,
  ...modalProps
}: AlertDialogProps) {
  const { t } = useTranslation();
  const [isWorking, setWorking] = useState(false);
  const isBusy = isPending || isWorking;

  const handleConfirm = async (close: () => void) => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return close();
    setWorking(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal {...modalProps} size="sm" isDismissable={false} isKeyboardDismissDisabled={isBusy}>
      <Dialog role="alertdialog" className={styles.dialog} data-variant={variant}>
        {({ close }) => (
          <>
            <div className={styles.header}>
              {variant === 'destructive' && <TriangleAlert className={styles.icon} aria-hidden="true" />}
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            </div>
            <div className={styles.message}>{children}</div>
            <div className={styles.actions}>
              {/* Destructive: focus starts on Cancel so a stray Enter does no harm. */}
              <Button variant="secondary" onPress={close} isDisabled={isBusy} autoFocus={variant === 'destructive'}>
                {cancelLabel ?? t('designSystem.cancel')}
              </Button>
              <Button
                variant={variant === 'destructive' ? 'danger' : 'primary'}
                isPending={isBusy}
                onPress={() => void handleConfirm(close)}
                autoFocus={variant !== 'destructive'}
              >
                {confirmLabel}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
