import { Suspense, useState, type ReactNode } from 'react';

export interface DeferredOverlayProps {
  /** The overlay (a Menu, Popover, Modal or sheet), usually a `React.lazy` component whose code loads on first open. */
  children: ReactNode;
  /** Whether the overlay is open; its owner controls it. */
  isOpen: boolean;
}

/**
 * Renders an overlay its owner controls only once it has opened for the first time, so a lazy overlay's code loads
 * with the action that opens it instead of with the page. After the first open it stays mounted, so the
 * overlay's exit animation and focus restoration work as without it; while the code loads nothing shows. Inside a
 * trigger, use DeferredMenuTrigger or DeferredDialogTrigger instead: reading React Aria's trigger state here would
 * bring the overlays' code back into the page.
 */
export function DeferredOverlay({ children, isOpen }: DeferredOverlayProps) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  // Adjusting state while rendering (React's documented pattern for derived state): no extra commit, no effect.
  if (isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
