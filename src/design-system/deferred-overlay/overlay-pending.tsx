import { useEffect } from 'react';

/** How long an overlay's code may take before its trigger shows that it is on its way. */
const PENDING_DELAY_MS = 300;

export interface OverlayPendingProps {
  /** Called with true once the wait is long enough to show, and with false when the code has arrived. */
  onPendingChange: (isPending: boolean) => void;
}

/**
 * The Suspense fallback of a deferred overlay: it draws nothing, and marks the trigger pending when the overlay's
 * code is slow to arrive, so a press on a slow network is seen to have been taken.
 */
export function OverlayPending({ onPendingChange }: OverlayPendingProps) {
  useEffect(() => {
    const timer = setTimeout(() => onPendingChange(true), PENDING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      onPendingChange(false);
    };
  }, [onPendingChange]);
  return null;
}
