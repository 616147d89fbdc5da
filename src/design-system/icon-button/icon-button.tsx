import type { ReactNode } from 'react';
import type { Placement } from 'react-aria-components';
import { Button, type ButtonProps } from '../button';
import { Tooltip, TooltipTrigger } from '../tooltip';
import { withClassName } from '../utils';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'isFullWidth' | 'aria-label'> {
  /** The accessible name, required because the button shows only an icon; also the tooltip's text. */
  'aria-label': string;
  /** The icon, e.g. a lucide-react element; it is hidden from screen readers. */
  children: ReactNode;
  /** Show the aria-label in a tooltip on hover and keyboard focus. @default false */
  hasTooltip?: boolean;
  /** Where the tooltip opens. @default 'top' */
  tooltipPlacement?: Placement;
  /** Visual weight; toolbars use ghost, standalone actions secondary. @default 'ghost' */
  variant?: ButtonProps['variant'];
}

/** A square button that shows only an icon. */
export function IconButton({
  hasTooltip = false,
  tooltipPlacement = 'top',
  variant = 'ghost',
  className,
  children,
  ...props
}: IconButtonProps) {
  const button = (
    <Button {...props} variant={variant} className={withClassName(styles.iconButton, className)}>
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </Button>
  );
  if (!hasTooltip) return button;
  return (
    <TooltipTrigger>
      {button}
      <Tooltip placement={tooltipPlacement}>{props['aria-label']}</Tooltip>
    </TooltipTrigger>
  );
}
