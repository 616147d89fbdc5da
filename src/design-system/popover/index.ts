export { Popover } from './popover';
export type { PopoverProps } from './popover';
