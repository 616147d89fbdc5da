import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TeamPage } from '@/features/teams';
import { openTeamDialog, teamDialogMeta } from './team-page-dialogs';
import { arabic, body, phone } from './teams-story-kit';

/** Change Role, opened on a team's page by its owner for the member Mona Said (spec part 1 §2). */
const meta = {
  ...teamDialogMeta,
  title: 'Screens/Teams/Change Role Dialog',
  // Written here, not only in the shared meta: Storybook reads a story's layout from its own meta, and without it
  // the screen sat in the padded story root, 48 px taller than the window, leaving a white band under the dialog.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Change role of Mona Said', 'Change Role');
    await expect(dialog.getByText('Choose the role of Mona Said.')).toBeVisible();
  },
};

/** The new role is saved and the members list shows it. */
export const Changed: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Change role of Mona Said', 'Change Role');
    await userEvent.click(dialog.getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Admin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Mona Said is now Admin.');
    const members = within(canvas.getByRole('list', { name: 'Team members' }));
    await waitFor(() => expect(members.getAllByText('Admin')).toHaveLength(2));
  },
};

/** Saving the role the member already has simply closes the dialog (spec part 1 §5). */
export const Unchanged: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Change role of Mona Said', 'Change Role');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'تغيير دور Mona Said', 'تغيير الدور');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'Change role of Mona Said', 'Change Role');
  },
};
