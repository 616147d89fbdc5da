import { Suspense, useContext, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

export interface DeferredOverlayProps {
  /** The overlay (a Menu, Popover, Modal or sheet), usually a `React.lazy` component whose code loads on first open. */
  children: ReactNode;
  /** Whether the overlay is open, for an overlay controlled by its owner; inside a MenuTrigger or DialogTrigger leave it out. */
  isOpen?: boolean;
}

/**
 * Renders an overlay only once it has opened for the first time, so a lazy overlay's code loads with the action
 * that opens it instead of with the page (issue 11). Inside a `MenuTrigger` or `DialogTrigger` it reads their open
 * state; for an overlay its owner controls, pass `isOpen`. After the first open it stays mounted, so the overlay's
 * exit animation and focus restoration work as without it; while the code loads nothing shows.
 */
export function DeferredOverlay({ children, isOpen }: DeferredOverlayProps) {
  const state = useContext(OverlayTriggerStateContext);
  const isOpenNow = isOpen ?? state?.isOpen ?? false;
  const [hasOpened, setHasOpened] = useState(isOpenNow);
  // Adjusting state while rendering (React's documented pattern for derived state): no extra commit, no effect.
  if (isOpenNow && !hasOpened) setHasOpened(true);
  if (!hasOpened && !isOpenNow) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
