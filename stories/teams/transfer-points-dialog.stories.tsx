import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TeamPage } from '@/features/teams';
import { openTeamDialog, teamDialogMeta } from './team-page-dialogs';
import { arabic, phone } from './teams-story-kit';

/** Transfer Points, opened on a team's page by its owner, who holds 2,500 points (spec part 1 §2). */
const meta = {
  ...teamDialogMeta,
  title: 'Screens/Teams/Transfer Points Dialog',
  // Written here, not only in the shared meta: Storybook reads a story's layout from its own meta, and without it
  // the screen sat in the padded story root, 48 px taller than the window, leaving a white band under the dialog.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function transfer(canvas: ReturnType<typeof within>, amount: string) {
  const dialog = await openTeamDialog(canvas, 'Transfer Points');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.click(dialog.getByRole('button', { name: 'Transfer' }));
  return dialog;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Transfer Points');
    await expect(await dialog.findByText('Your balance: 2,500 points')).toBeVisible();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvas }) => {
    const dialog = await transfer(canvas, '12.5');
    await expect(dialog.getByText('Please enter a valid amount.')).toBeVisible();
  },
};

export const NotEnoughPoints: Story = {
  play: async ({ canvas }) => {
    const dialog = await transfer(canvas, '5000');
    await expect(dialog.getByText('You do not have enough points to transfer.')).toBeVisible();
  },
};

/** Moved: the dialog says so and the page shows the pool the server answers. No picture: it closes 1.5 s later. */
export const Success: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await transfer(canvas, '500');
    await expect(await dialog.findByRole('status')).toHaveTextContent('500 points transferred to the team.');
    await waitFor(() => expect(canvas.getByTestId('team-points')).toHaveTextContent('1,700'));
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'تحويل النقاط');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'Transfer Points');
  },
};
