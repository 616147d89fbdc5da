import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { teamPeople, withSeats, buildTeamDetails } from '@mocks/fixtures/team.fixtures';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import type { TeamPage } from '@/features/teams';
import { openTeamDialog, teamDialogMeta } from './team-page-dialogs';
import { arabic, body, loadedTeam, phone } from './teams-story-kit';

/** 'An Error Occurred' on a team's page (spec part 1 §8): what the server answered when an action failed. */
const meta = {
  ...teamDialogMeta,
  title: 'Screens/Teams/Error Dialog',
  // Written here, not only in the shared meta: Storybook reads a story's layout from its own meta, and without it
  // the screen sat in the padded story root, 48 px taller than the window, leaving a white band under the dialog.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Deleting the team fails: the confirmation gives way to the server's reason. */
async function deleteFails(canvas: ReturnType<typeof within>, button = 'Delete Team', confirm = 'Delete') {
  const confirmation = await openTeamDialog(canvas, button, /^(Delete Team\?|حذف الفريق؟)$/, 'alertdialog');
  await userEvent.click(confirmation.getByRole('button', { name: confirm }));
  const error = await body.findByRole('alertdialog', { name: /^(An Error Occurred|حدث خطأ)$/ });
  // The confirmation fades out as the error fades in: the picture waits for both.
  await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(1));
  return error;
}

export const Default: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.deleteFailed());
  },
  play: async ({ canvas }) => {
    await expect(await deleteFails(canvas)).toHaveTextContent('The team still has tasks running.');
  },
};

/** Every purchased seat is taken: the server refuses another. */
export const NoSeatsAvailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.seatRefused(), ...teamHandlers.team(withSeats(buildTeamDetails(), [teamPeople.admin.user_id], 1)));
  },
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Seat for Mona Said' }));
    const dialog = await body.findByRole('alertdialog', { name: 'An Error Occurred' });
    await expect(dialog).toHaveTextContent('No available seats to assign. Please upgrade your plan to add more members.');
  },
};

export const Arabic: Story = {
  globals: arabic,
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.deleteFailed());
  },
  play: async ({ canvas }) => {
    const dialog = await deleteFails(canvas, 'حذف الفريق', 'حذف');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Phone: Story = {
  globals: phone,
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.deleteFailed());
  },
  play: async ({ canvas }) => {
    const dialog = await deleteFails(canvas);
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
