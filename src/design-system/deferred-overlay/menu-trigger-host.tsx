import { useRef, type ReactNode, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import { MenuContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext } from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';

export interface MenuTriggerHostProps {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The half of React Aria's MenuTrigger that needs the Menu's and Popover's code (DeferredMenuTrigger holds the
 * other): the same contexts, with the same values, so the Menu inside opens by its trigger, focuses as React Aria
 * decides and closes on an action, an outside press or Escape.
 */
export function MenuTriggerHost({ state, menuProps, triggerRef, children }: MenuTriggerHostProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': menuProps['aria-labelledby'] },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
