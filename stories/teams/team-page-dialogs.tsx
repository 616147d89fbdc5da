import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildTeamDetails } from '@mocks/fixtures/team.fixtures';
import { TeamPage } from '@/features/teams';
import { body, loadedTeam, showTeam, TeamScreen, teamsScreenSetup } from './teams-story-kit';

/**
 * What the stories of a dialog opened on Night Shift Studio's page share (each file adds its title, which
 * Storybook reads from the file itself): the story viewer owns the team unless a story says else.
 */
export const teamDialogMeta = {
  component: TeamPage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { teamId: 'team-night-shift', onGone: fn() },
  render: (args) => <TeamScreen {...args} fillWindow />,
  beforeEach: (context) => {
    const cleanup = teamsScreenSetup(context);
    showTeam(buildTeamDetails())(context);
    return cleanup;
  },
} satisfies Meta<typeof TeamPage>;

/** Presses `button` once the team has loaded and answers the dialog it opens (named `title`), settled. */
export async function openTeamDialog(
  canvas: ReturnType<typeof within>,
  button: string,
  title: string | RegExp = button,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  await loadedTeam(canvas);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const dialog = await body.findByRole(role, { name: title });
  // Focus inside and the fade-in over (an element still at opacity 0 does not count as visible).
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
