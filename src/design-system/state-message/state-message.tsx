import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import styles from './state-message.module.css';

export interface StateMessageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading: what the screen has instead of its content. */
  title: ReactNode;
  /** An icon above the title, given aria-hidden by the caller. */
  icon?: ReactNode;
  /** A line under the title: why, or what to do. */
  description?: ReactNode;
  /** 'danger' colours the icon for a failure; 'neutral' is muted. @default 'neutral' */
  tone?: 'neutral' | 'danger';
  /** The heading's level in the screen's outline. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * What a screen shows in place of its content, centred where the content would be: nothing there yet, or a load that
 * failed. Children (a retry button) come last.
 */
export function StateMessage({
  title,
  icon,
  description,
  tone = 'neutral',
  headingLevel = 2,
  className,
  children,
  ...props
}: StateMessageProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div {...props} data-tone={tone} className={cx(styles.message, className)}>
      {icon}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children}
    </div>
  );
}
