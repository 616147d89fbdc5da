import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { OverlayTriggerStateContext, type ModalRenderProps } from 'react-aria-components';
import { holdHistoryEntry } from './dialog-history';

/**
 * Placed inside a React Aria modal: while it is open, the browser's Back closes it rather than leaving the
 * page. Renders nothing.
 */
function CloseOnBack() {
  const state = useContext(OverlayTriggerStateContext);
  const isOpen = state?.isOpen ?? false;
  // The state object changes with every render; the entry must not be pushed again each time.
  const close = useRef(state?.close);
  useEffect(() => {
    close.current = state?.close;
  });
  useEffect(() => {
    if (!isOpen) return;
    return holdHistoryEntry(() => close.current?.());
  }, [isOpen]);
  return null;
}

type ModalChildren = ReactNode | ((values: ModalRenderProps & { defaultChildren: ReactNode | undefined }) => ReactNode);

/** A modal's children with CloseOnBack beside them, for the render prop of React Aria's Modal. */
export function withCloseOnBack(children: ModalChildren) {
  return (values: ModalRenderProps & { defaultChildren: ReactNode | undefined }) => (
    <>
      <CloseOnBack />
      {typeof children === 'function' ? children(values) : children}
    </>
  );
}
