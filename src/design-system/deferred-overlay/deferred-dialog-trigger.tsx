import { lazy, useId, useRef, type ReactNode } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { DeferredTrigger } from './deferred-trigger';

const loadHost = () => import('./dialog-trigger-host');
const DialogTriggerHost = lazy(async () => ({ default: (await loadHost()).DialogTriggerHost }));

export interface DeferredDialogTriggerProps {
  /** The button that opens the dialog; it may sit inside other elements (a badge beside it, say). */
  children: ReactNode;
  /** The overlay: usually a `React.lazy` component whose module renders a Modal, SideSheet or Popover with a Dialog. */
  dialog: ReactNode;
  /** Starts loading the dialog's code ahead of the press (on pointer-enter and focus), e.g. `preloadable`'s `preload`. */
  preload?: () => Promise<unknown>;
  /** Whether the dialog is open, for a dialog its owner controls. */
  isOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * React Aria's DialogTrigger with the overlay's code left out of the page: the trigger runs React Aria's
 * own trigger hook, and the overlay with its Dialog loads with the first press, or earlier on pointer-enter or
 * focus. The dialog is labelled by the trigger when it has no title, and focus returns to the trigger on close, as
 * with DialogTrigger, which provides the same contexts.
 */
export function DeferredDialogTrigger({ children, dialog, preload, isOpen, onOpenChange }: DeferredDialogTriggerProps) {
  // React Aria's DialogTrigger uses the menu trigger's state too, for menus inside the dialog.
  const state = useMenuTriggerState({ isOpen, onOpenChange });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const triggerId = useId();
  return (
    <DeferredTrigger
      state={state}
      triggerProps={{ ...triggerProps, id: triggerId }}
      triggerRef={triggerRef}
      loadHost={loadHost}
      preload={preload}
      host={
        <DialogTriggerHost state={state} overlayProps={{ ...overlayProps, 'aria-labelledby': triggerId }} triggerRef={triggerRef}>
          {dialog}
        </DialogTriggerHost>
      }
    >
      {children}
    </DeferredTrigger>
  );
}
