import type { StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { buildPermissions } from '../../mocks/fixtures/user.fixtures';
import { teamHandlers } from '../../mocks/handlers/teams.handlers';
import { userHandlers } from '../../mocks/handlers/user.handlers';
import { ToastRegion, toastQueue } from '../../src/design-system';
import { startSession } from '../../src/domain/session';
import { prepareStory } from '../kit';
import { StoryNavigation } from '../kit/story-navigation';

export const body = within(document.body);
export const phone = { viewport: { value: 'phone', isRotated: false } };
export const arabic = { locale: 'ar' };
export const arabicPhone = { ...arabic, ...phone };

/** The points the story viewer holds in their own account (what Transfer Points may move). */
export const viewerBalance = 2_500;

/**
 * Every teams screen: inside the shell's main area with the toast region, links answered here (the current path
 * is kept for the checks) instead of by the router.
 */
export function TeamsFrame({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  return (
    <StoryNavigation initialPath={initialPath}>
      {() => (
        <>
          <main style={{ padding: 'var(--space-4)' }}>{children}</main>
          <ToastRegion />
        </>
      )}
    </StoryNavigation>
  );
}

/**
 * A Pro user signed in, whose plan lets them create teams, with no invitations waiting; a story adds the
 * teams, the team or the failures it shows.
 */
export function teamsScreenSetup({ msw }: Pick<StoryContext, 'msw'>) {
  startSession('story-session-token', false);
  toastQueue.clear();
  msw.use(
    userHandlers.me({ user_tier: 'Pro', points_balance: viewerBalance }),
    userHandlers.balance(viewerBalance),
    userHandlers.allowance({ permissions: buildPermissions({ teams: { canCreate: true } }) }),
    teamHandlers.pendingInvitations(),
  );
  return prepareStory();
}

/** The path the story's links have led to. */
export const currentPath = () => body.getByTestId('current-path').textContent;
