import type { StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import type { TeamDetails } from '@contract';
import { buildPermissions } from '@mocks/fixtures/user.fixtures';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { ToastRegion, toastQueue } from '@/design-system';
import { startSession } from '@/domain/session';
import { TeamPage, TeamsPage, type TeamPageProps } from '@/features/teams';
import { prepareStory } from '../kit';
import { StoryNavigation } from '../kit/story-navigation';

export const body = within(document.body);
export const phone = { viewport: { value: 'phone', isRotated: false } };
export const arabic = { locale: 'ar' };
export const arabicPhone = { ...arabic, ...phone };

/** The points the story viewer holds in their own account (what Transfer Points may move). */
const viewerBalance = 2_500;

/**
 * Every teams screen: inside the shell's main area with the toast region, links answered here (the current path
 * is kept for the checks) instead of by the router.
 */
function TeamsFrame({ initialPath, fillWindow = false, children }: { initialPath: string; fillWindow?: boolean; children: ReactNode }) {
  return (
    <StoryNavigation initialPath={initialPath}>
      {() => (
        <>
          {/* Filling the window, a dialog's picture shows all of it: a phone's sheet sits at the window's bottom edge. */}
          <main style={{ padding: 'var(--space-4)', ...(fillWindow ? { minBlockSize: '100vh' } : {}) }}>{children}</main>
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

/** /teams/{teamId} with its data, in the frame. */
export function TeamScreen({ fillWindow, ...props }: TeamPageProps & { fillWindow?: boolean }) {
  return (
    <TeamsFrame initialPath={`/teams/${props.teamId}`} fillWindow={fillWindow}>
      <TeamPage {...props} />
    </TeamsFrame>
  );
}

/** A story's beforeEach that serves `team` and answers every action on it as the server would. */
export const showTeam =
  (team: TeamDetails) =>
  ({ msw }: Pick<StoryContext, 'msw'>) => {
    msw.use(...teamHandlers.team(team));
  };

/** The team page once its team has loaded: its name is the level-one heading. */
export async function loadedTeam(canvas: ReturnType<typeof within>, name = 'Night Shift Studio') {
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return canvas;
}

/** /teams with its data, in the frame. */
export function TeamsListScreen() {
  return (
    <TeamsFrame initialPath="/teams">
      <TeamsPage />
    </TeamsFrame>
  );
}
