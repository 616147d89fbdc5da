export { Tooltip, TooltipTrigger } from './tooltip';
export type { TooltipProps, TooltipTriggerProps } from './tooltip';
