import type { ReactNode } from 'react';
import styles from './count-bubble.module.css';

export interface CountBubbleProps {
  /** What the button counts (unread notifications, tasks in progress); nothing shows at 0. */
  count: number;
  /** Above this the bubble says `{max}+`. @default 99 */
  max?: number;
  /** The icon button the bubble sits on; its accessible name must say the count too (the bubble is hidden from screen readers). */
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A count over an icon button's top end corner (the bell's unread count, the queue's tasks in progress). It takes
 * no presses, so the button under it stays one target, and it mirrors in Arabic.
 */
export function CountBubble({ count, max = 99, children, 'data-testid': testId }: CountBubbleProps) {
  return (
    <span className={styles.anchor}>
      {children}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true" data-testid={testId}>
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
