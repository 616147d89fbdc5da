import type { ReactNode } from 'react';
import { Dialog, Modal } from '../../../../design-system';

export interface TeamFormDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The form, given `close`; it is mounted afresh each time the dialog opens. */
  children: (close: () => void) => ReactNode;
}

/** A team dialog around one form: Create Team, Invite Member, Transfer Points, Change Role. */
export function TeamFormDialog({ title, isOpen, onOpenChange, children }: TeamFormDialogProps) {
  return (
    <Modal size="sm" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={title}>{({ close }) => children(close)}</Dialog>
    </Modal>
  );
}
