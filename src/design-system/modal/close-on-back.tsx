import { useContext, useEffect, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { holdHistoryEntry } from './dialog-history';

/**
 * Placed inside a React Aria modal: while it is open, the browser's Back closes it rather than leaving the
 * page. Renders nothing.
 */
export function CloseOnBack() {
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
