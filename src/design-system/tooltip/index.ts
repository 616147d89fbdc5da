export { Tooltip, TooltipTrigger } from './tooltip';
export type { TooltipTriggerProps } from './tooltip';
export type { TooltipProps } from './tooltip-types';
