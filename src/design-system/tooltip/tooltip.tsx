import {
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './tooltip.module.css';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /** Milliseconds the pointer rests on the trigger before the tooltip opens (focus opens it at once). @default 600 */
  delay?: number;
  /** Milliseconds before it closes after the pointer leaves. @default 200 */
  closeDelay?: number;
}

/** Wraps a focusable trigger and its Tooltip; opens on hover after `delay` and at once on keyboard focus. */
export function TooltipTrigger({ delay = 600, closeDelay = 200, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends RACTooltipProps {
  /** Gap between the trigger and the tooltip, in pixels. @default 6 */
  offset?: number;
}

/** A short label for a control, shown above it by default; never put interactive content in it. */
export function Tooltip({ offset = 6, className, ...props }: TooltipProps) {
  return <RACTooltip {...props} offset={offset} className={withClassName(styles.tooltip, className)} />;
}
