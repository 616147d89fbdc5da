import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
// React Aria's own triggers hand their press and ARIA props to the button through it; react-aria is pinned exactly.
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import { useMenuTriggerState } from 'react-stately';
import { OverlayPending } from './overlay-pending';

const MenuTriggerHost = lazy(async () => ({ default: (await import('./menu-trigger-host')).MenuTriggerHost }));

export interface DeferredMenuTriggerProps {
  /** The button that opens the menu (a Button, IconButton or React Aria Button). */
  children: ReactNode;
  /** The menu: usually a `React.lazy` component whose module renders a `Menu`; it renders from the first open on. */
  menu: ReactNode;
  /** Starts loading the menu's code ahead of the press (on pointer-enter and focus), e.g. `preloadable`'s `preload`. */
  preload?: () => Promise<unknown>;
  /** Whether the menu is open, for a menu its owner controls. */
  isOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * React Aria's MenuTrigger with the weight of its menu left out of the page (issue 11): the trigger runs React
 * Aria's own trigger hooks (press, Enter, Space and the arrow keys open it; `aria-haspopup`, `aria-expanded`), and
 * the Menu, its Popover and their collection code load with the first open, or earlier on pointer-enter or focus.
 * Focus moves into the menu and back to the trigger as with MenuTrigger, which provides the same contexts.
 */
export function DeferredMenuTrigger({ children, menu, preload, isOpen, onOpenChange }: DeferredMenuTriggerProps) {
  const state = useMenuTriggerState({ isOpen, onOpenChange });
  const triggerRef = useRef<HTMLElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  const [hasOpened, setHasOpened] = useState(state.isOpen);
  const [isPending, setPending] = useState(false);
  // Adjusting state while rendering (React's documented pattern for derived state): no extra commit, no effect.
  if (state.isOpen && !hasOpened) setHasOpened(true);
  const prefetch = () => void Promise.all([import('./menu-trigger-host'), preload?.()]);
  return (
    <>
      <PressResponder
        {...menuTriggerProps}
        ref={triggerRef}
        isPressed={state.isOpen}
        // DOM props for the button: PressResponder passes them on, as MenuTrigger's aria-expanded.
        {...{ onPointerEnter: prefetch, onFocus: prefetch, 'data-pending': isPending || undefined }}
      >
        {children}
      </PressResponder>
      {hasOpened && (
        <Suspense fallback={<OverlayPending onPendingChange={setPending} />}>
          <MenuTriggerHost state={state} menuProps={menuProps} triggerRef={triggerRef}>
            {menu}
          </MenuTriggerHost>
        </Suspense>
      )}
    </>
  );
}
