import type { DOMAttributes, RefObject } from 'react';
import type { TooltipProps as RACTooltipProps } from 'react-aria-components';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';

/** What a Tooltip takes from its TooltipTrigger. */
export interface TooltipTriggerValue {
  state: TooltipTriggerState;
  tooltipProps: DOMAttributes<HTMLElement>;
  triggerRef: RefObject<HTMLElement | null>;
}

export interface TooltipProps extends Omit<RACTooltipProps, 'triggerRef' | 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /** Gap between the trigger and the tooltip, in pixels. @default 6 */
  offset?: number;
}
