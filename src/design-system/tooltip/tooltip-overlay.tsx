import { Tooltip as RACTooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';
import { withClassName } from '../utils';
import type { TooltipProps, TooltipTriggerValue } from './tooltip-types';
import styles from './tooltip.module.css';

export interface TooltipOverlayProps extends TooltipProps {
  trigger: TooltipTriggerValue;
}

/** The tooltip itself, positioned by React Aria Components against its trigger; its code loads on first use. */
export function TooltipOverlay({ trigger, offset = 6, className, ...props }: TooltipOverlayProps) {
  return (
    <TooltipTriggerStateContext.Provider value={trigger.state}>
      <TooltipContext.Provider value={{ ...trigger.tooltipProps, triggerRef: trigger.triggerRef }}>
        <RACTooltip {...props} offset={offset} className={withClassName(styles.tooltip, className)} />
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  );
}
