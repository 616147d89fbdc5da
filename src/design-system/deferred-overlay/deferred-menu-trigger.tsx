import { lazy, useRef, type ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import { DeferredTrigger } from './deferred-trigger';

const loadHost = () => import('./menu-trigger-host');
const MenuTriggerHost = lazy(async () => ({ default: (await loadHost()).MenuTriggerHost }));

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
 * React Aria's MenuTrigger with the weight of its menu left out of the page: the trigger runs React
 * Aria's own trigger hooks (press, Enter, Space and the arrow keys open it; `aria-haspopup`, `aria-expanded`), and
 * the Menu, its Popover and their collection code load with the first open, or earlier on pointer-enter or focus.
 * Focus moves into the menu and back to the trigger as with MenuTrigger, which provides the same contexts.
 */
export function DeferredMenuTrigger({ children, menu, preload, isOpen, onOpenChange }: DeferredMenuTriggerProps) {
  const state = useMenuTriggerState({ isOpen, onOpenChange });
  const triggerRef = useRef<HTMLElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  return (
    <DeferredTrigger
      state={state}
      triggerProps={menuTriggerProps}
      triggerRef={triggerRef}
      loadHost={loadHost}
      preload={preload}
      host={
        <MenuTriggerHost state={state} menuProps={menuProps} triggerRef={triggerRef}>
          {menu}
        </MenuTriggerHost>
      }
    >
      {children}
    </DeferredTrigger>
  );
}
