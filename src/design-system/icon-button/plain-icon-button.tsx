import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../button';
import { withClassName } from '../utils';
import styles from './icon-button.module.css';

export interface PlainIconButtonProps extends Omit<ButtonProps, 'children' | 'isFullWidth' | 'aria-label'> {
  /** The accessible name, required because the button shows only an icon. */
  'aria-label': string;
  /** The icon, e.g. a lucide-react element; it is hidden from screen readers. */
  children: ReactNode;
  /** Visual weight; toolbars use ghost, standalone actions secondary. @default 'ghost' */
  variant?: ButtonProps['variant'];
}

/**
 * A square button that shows only an icon, without IconButton's tooltip: a field's own small button (a password's
 * show or hide) uses it, so the sign-in screen's first load does not carry the tooltip's positioning code.
 */
export function PlainIconButton({ variant = 'ghost', className, children, ...props }: PlainIconButtonProps) {
  return (
    <Button {...props} variant={variant} className={withClassName(styles.iconButton, className)}>
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </Button>
  );
}
