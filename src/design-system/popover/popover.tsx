import { Popover as RACPopover, type PopoverProps as RACPopoverProps } from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './popover.module.css';

export interface PopoverProps extends RACPopoverProps {
  /** Gap between the trigger and the popover, in pixels. @default 8 */
  offset?: number;
}

/**
 * A floating panel anchored to its trigger. Inside a DialogTrigger put a Dialog in it; Select and Menu use it for
 * their lists. React Aria positions it, flips it near edges and mirrors it in Arabic.
 */
export function Popover({ offset = 8, className, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={withClassName(styles.popover, className)} />;
}
