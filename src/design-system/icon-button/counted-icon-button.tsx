import type { ReactNode } from 'react';
import { CountBubble } from './count-bubble';
import { IconButton } from './icon-button';

export interface CountedIconButtonProps {
  /** What the button counts (unread notifications, tasks in progress); no bubble at 0. */
  count: number;
  /** The button's name, shown as its tooltip; it must say the count when there is one, as the bubble is hidden from screen readers. */
  'aria-label': string;
  /** The icon. */
  children: ReactNode;
  /** Names the count bubble for tests. */
  'data-testid'?: string;
}

/** A top bar's icon button with a count over its corner and its name as a tooltip below it (the bell, the queue). */
export function CountedIconButton({ count, 'aria-label': label, children, 'data-testid': testId }: CountedIconButtonProps) {
  return (
    <CountBubble count={count} data-testid={testId}>
      <IconButton aria-label={label} hasTooltip tooltipPlacement="bottom">
        {children}
      </IconButton>
    </CountBubble>
  );
}
