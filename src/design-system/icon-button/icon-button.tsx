import type { Placement } from 'react-aria-components';
import { Tooltip, TooltipTrigger } from '../tooltip';
import { PlainIconButton, type PlainIconButtonProps } from './plain-icon-button';

export interface IconButtonProps extends PlainIconButtonProps {
  /** Show the aria-label in a tooltip on hover and keyboard focus. @default false */
  hasTooltip?: boolean;
  /** Where the tooltip opens. @default 'top' */
  tooltipPlacement?: Placement;
}

/** A square button that shows only an icon; its accessible name can also show as a tooltip. */
export function IconButton({ hasTooltip = false, tooltipPlacement = 'top', ...props }: IconButtonProps) {
  const button = <PlainIconButton {...props} />;
  if (!hasTooltip) return button;
  return (
    <TooltipTrigger>
      {button}
      <Tooltip placement={tooltipPlacement}>{props['aria-label']}</Tooltip>
    </TooltipTrigger>
  );
}
