import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { withCloseOnBack } from '../modal';
import { withClassName } from '../utils';
import styles from './side-sheet.module.css';

export interface SideSheetProps extends ModalOverlayProps {
  /** Close when the backdrop is pressed. @default true */
  isDismissable?: boolean;
}

/**
 * A modal panel that slides in from the inline end (the right, or the left in Arabic), full height, for
 * content that accompanies the page: notifications, filters, task lists. Holds a Dialog; Escape, a press
 * outside and the browser's Back close it, and focus returns to what opened it.
 */
export function SideSheet({ isDismissable = true, className, children, ...props }: SideSheetProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={withClassName(styles.overlay, className)}>
      <RACModal className={styles.panel}>{withCloseOnBack(children)}</RACModal>
    </ModalOverlay>
  );
}
