import { useContext, useRef, useState } from 'react';
import { useMove } from 'react-aria';
import { Modal as RACModal, ModalOverlay, OverlayTriggerStateContext, type ModalOverlayProps } from 'react-aria-components';
import { Dialog, type DialogProps } from '../dialog';
import { withCloseOnBack } from '../modal';
import { withClassName } from '../utils';
import styles from './bottom-sheet.module.css';

type DialogContent = Pick<DialogProps, 'children' | 'footer'>;
type SheetContentProps = DialogContent & Pick<DialogProps, 'title' | 'hasCloseButton'> & { closeDistance: number };

export interface BottomSheetProps extends Omit<ModalOverlayProps, 'children'>, DialogContent {
  /** The heading, which also names the sheet for screen readers. */
  title: DialogProps['title'];
  /** Close when the backdrop is pressed. @default true */
  isDismissable?: boolean;
  /** How far in px the handle must be dragged down to close the sheet (spec part 2 §9). @default 100 */
  closeDistance?: number;
  /** Show a close (X) button beside the title. @default true */
  hasCloseButton?: boolean;
}

/** The sheet's panel: a drag handle above a Dialog; a drag further down than closeDistance closes it. */
function SheetContent({ closeDistance, ...dialogProps }: SheetContentProps) {
  const state = useContext(OverlayTriggerStateContext);
  const [offset, setOffset] = useState(0);
  const [isDragging, setDragging] = useState(false);
  // The distance dragged so far, upwards negative: only a net downward drag moves or closes the sheet.
  const travelled = useRef(0);
  const { moveProps } = useMove({
    onMoveStart(event) {
      if (event.pointerType === 'keyboard') return;
      travelled.current = 0;
      setDragging(true);
    },
    onMove(event) {
      if (event.pointerType === 'keyboard') return;
      travelled.current += event.deltaY;
      setOffset(Math.max(0, travelled.current));
    },
    onMoveEnd(event) {
      if (event.pointerType === 'keyboard') return;
      setDragging(false);
      if (travelled.current > closeDistance) state?.close();
      else setOffset(0);
    },
  });
  return (
    <div
      className={styles.panel}
      data-dragging={isDragging || undefined}
      style={{ transform: offset > 0 ? `translateY(${offset}px)` : undefined }}
    >
      {/* For pointer and touch only: keyboard users close the sheet with Escape or its close button. */}
      <div {...moveProps} className={styles.handle} data-drag-handle="" aria-hidden="true" />
      <Dialog {...dialogProps} className={styles.dialog} />
    </div>
  );
}

/**
 * A modal sheet that rises from the bottom edge, full width on phones and up to 640px wide, centred, on larger
 * screens: for the workshop's choices (dimensions, image count, advanced settings). Dragging its handle down
 * more than 100px, Escape, a press outside and the browser's Back close it; focus stays inside while it is open
 * and returns to what opened it. Open it from a DialogTrigger or control it with isOpen and onOpenChange.
 */
export function BottomSheet({
  title,
  children,
  footer,
  hasCloseButton = true,
  closeDistance = 100,
  isDismissable = true,
  className,
  ...props
}: BottomSheetProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={withClassName(styles.overlay, className)}>
      <RACModal className={styles.sheet}>
        {withCloseOnBack(
          <SheetContent title={title} footer={footer} hasCloseButton={hasCloseButton} closeDistance={closeDistance}>
            {children}
          </SheetContent>,
        )}
      </RACModal>
    </ModalOverlay>
  );
}
