import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './link.module.css';

export interface LinkProps extends RACLinkProps {
  /**
   * 'inline' sits in running text and stays underlined; 'standalone' stands on its own line or beside buttons and
   * shows its underline on hover; 'button' looks like a primary Button but navigates. @default 'inline'
   */
  variant?: 'inline' | 'standalone' | 'button';
}

/** A link to another page or place; use Button for actions. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <RACLink {...props} data-variant={variant} className={withClassName(styles.link, className)} />;
}
