import type { DOMAttributes, ReactNode, RefObject } from 'react';
import { DialogContext, OverlayTriggerStateContext, PopoverContext, Provider, RootMenuTriggerStateContext } from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately';

export interface DialogTriggerHostProps {
  state: RootMenuTriggerState;
  overlayProps: DOMAttributes<Element> & { id?: string; 'aria-labelledby'?: string };
  triggerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The half of React Aria's DialogTrigger that needs the overlays' code (DeferredDialogTrigger holds the other): the
 * same contexts, with the same values, so a Modal, SideSheet or Popover inside opens by the trigger's state.
 */
export function DialogTriggerHost({ state, overlayProps, triggerRef, children }: DialogTriggerHostProps) {
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef, id: overlayProps.id, 'aria-labelledby': overlayProps['aria-labelledby'] }],
      ]}
    >
      {children}
    </Provider>
  );
}
