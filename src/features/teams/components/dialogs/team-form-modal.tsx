import type { ReactNode } from 'react';
import { Dialog, Modal } from '@/design-system';

export interface TeamFormModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The form, given `close`; it is mounted afresh each time the dialog opens. */
  children: (close: () => void) => ReactNode;
}

/** TeamFormDialog's modal, whose code loads when the dialog first opens. */
export function TeamFormModal({ title, isOpen, onOpenChange, children }: TeamFormModalProps) {
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={title}>{({ close }) => children(close)}</Dialog>
    </Modal>
  );
}
