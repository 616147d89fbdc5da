import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import styles from './badge.module.css';

export type BadgeVariant = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour by meaning: accent for Most Popular, warning for DEAL or Experimental, neutral for tier locks. @default 'neutral' */
  variant?: BadgeVariant;
  /** An icon before the text, e.g. a lock for a tier lock (hidden from screen readers). */
  icon?: ReactNode;
  /** sm for corners of cards, md beside headings. @default 'md' */
  size?: 'sm' | 'md';
  /** Solid fill, for badges over images where a tint would vanish. @default false */
  isSolid?: boolean;
}

/** A short status label: Experimental, DEAL, Most Popular, a tier lock. Not interactive. */
export function Badge({ variant = 'neutral', icon, size = 'md', isSolid = false, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} data-variant={variant} data-size={size} data-solid={isSolid || undefined} className={cx(styles.badge, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
