import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { withClassName } from '../utils';
import { withCloseOnBack } from './close-on-back';
import styles from './modal.module.css';

export interface ModalProps extends ModalOverlayProps {
  /**
   * Width on tablets and desktops (sm 400px, md 560px, lg 800px); phones get a bottom sheet. `fill` takes the whole
   * window but a margin (on phones all of it), for content that wants every pixel, such as a media viewer. @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | 'fill';
  /** Close when the backdrop is clicked. @default true */
  isDismissable?: boolean;
}

/**
 * A modal overlay holding a Dialog: centred on tablets and desktops, a bottom sheet on phones (under 768px).
 * Open it from a DialogTrigger or control it with isOpen and onOpenChange; Escape and the browser's Back close it.
 */
export function Modal({ size = 'md', isDismissable = true, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={withClassName(styles.overlay, className)}>
      <RACModal data-size={size} className={styles.modal}>
        {withCloseOnBack(children)}
      </RACModal>
    </ModalOverlay>
  );
}
