import type { ReactNode } from 'react';
import { StoryNavigation } from '../kit/story-navigation';

export const phone = { viewport: { value: 'phone', isRotated: false } };

/** The side panel's frame around the project tree: 15rem wide (4rem collapsed), as tall as a laptop screen. */
export function SidePanelFrame({ isCollapsed = false, children }: { isCollapsed?: boolean; children: ReactNode }) {
  return (
    <StoryNavigation initialPath="/workshop/default">
      {() => (
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            inlineSize: isCollapsed ? '4rem' : '15rem',
            blockSize: '36rem',
            padding: 'var(--space-3) var(--space-2)',
            borderInlineEnd: '1px solid var(--color-border)',
            background: 'var(--color-background)',
          }}
        >
          {children}
        </div>
      )}
    </StoryNavigation>
  );
}
