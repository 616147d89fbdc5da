import { Suspense, useState, type ReactNode, type RefObject } from 'react';
import type { AriaButtonProps } from 'react-aria';
// React Aria's own triggers hand their press and ARIA props to the button through it; react-aria is pinned exactly.
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import type { OverlayTriggerState } from 'react-stately';
import { OverlayPending } from './overlay-pending';

export interface DeferredTriggerProps {
  /** The trigger's state, from React Aria's state hook. */
  state: OverlayTriggerState;
  /** The props React Aria's trigger hook made for the button, with any DOM props to add (an id). */
  triggerProps: AriaButtonProps & { id?: string };
  triggerRef: RefObject<HTMLElement | null>;
  /** Loads the host module: the half of React Aria's trigger that needs the overlay's code. */
  loadHost: () => Promise<unknown>;
  /** Starts loading the overlay's own code too, e.g. `preloadable`'s `preload`. */
  preload?: () => Promise<unknown>;
  /** The button that opens the overlay. */
  children: ReactNode;
  /** The host with the overlay inside; rendered from the first open on. */
  host: ReactNode;
}

/**
 * What DeferredMenuTrigger and DeferredDialogTrigger share: the button gets React Aria's trigger props through
 * PressResponder, and loads the host and the overlay's code on pointer-enter and focus; the host renders from the
 * first open on (then stays, so exit animations and focus restoration work), and a slow load marks the button
 * `data-pending`.
 */
export function DeferredTrigger({ state, triggerProps, triggerRef, loadHost, preload, children, host }: DeferredTriggerProps) {
  const [hasOpened, setHasOpened] = useState(state.isOpen);
  const [isPending, setPending] = useState(false);
  // Adjusting state while rendering (React's documented pattern for derived state): no extra commit, no effect.
  if (state.isOpen && !hasOpened) setHasOpened(true);
  const prefetch = () => void Promise.all([loadHost(), preload?.()]);
  return (
    <>
      <PressResponder
        {...triggerProps}
        ref={triggerRef}
        isPressed={state.isOpen}
        // DOM props for the button: PressResponder passes them on, as MenuTrigger's aria-expanded.
        {...{ onPointerEnter: prefetch, onFocus: prefetch, 'data-pending': isPending || undefined }}
      >
        {children}
      </PressResponder>
      {hasOpened && <Suspense fallback={<OverlayPending onPendingChange={setPending} />}>{host}</Suspense>}
    </>
  );
}
