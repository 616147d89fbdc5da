import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import type { TeamPage } from '@/features/teams';
import { openTeamDialog, teamDialogMeta } from './team-page-dialogs';
import { arabic, phone } from './teams-story-kit';

/** Invite Member, opened on a team's page by its owner (spec part 1 §2). */
const meta = {
  ...teamDialogMeta,
  title: 'Screens/Teams/Invite Member Dialog',
  // Written here, not only in the shared meta: Storybook reads a story's layout from its own meta, and without it
  // the screen sat in the padded story root, 48 px taller than the window, leaving a white band under the dialog.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvas: ReturnType<typeof within>, email: string) {
  const dialog = await openTeamDialog(canvas, 'Invite Member');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(dialog.getByRole('button', { name: /Send Invitation/ }));
  return dialog;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Invite Member');
    await expect(dialog.getByRole('button', { name: /Role/ })).toHaveTextContent('Member');
  },
};

/** Sent: the dialog says so and the invitation joins the page's Pending Invitations. */
export const Sent: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await send(canvas, 'lena@example.com');
    await expect(await dialog.findByRole('status')).toHaveTextContent('Invitation sent to lena@example.com.');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Pending Invitations' })).toHaveTextContent('lena@example.com'));
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.invitePending());
  },
  play: async ({ canvas }) => {
    const dialog = await send(canvas, 'lena@example.com');
    await waitFor(() => expect(dialog.getByRole('button', { name: /Send Invitation/ })).toHaveAttribute('data-pending', 'true'));
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(teamHandlers.inviteFailed());
  },
  play: async ({ canvas }) => {
    const dialog = await send(canvas, 'lena@example.com');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to send invitation.');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'دعوة عضو');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'Invite Member');
  },
};
