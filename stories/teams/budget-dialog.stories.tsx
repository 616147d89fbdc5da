import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { buildTeamDetails, teamPeople, withBudgets } from '@mocks/fixtures/team.fixtures';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import type { TeamPage } from '@/features/teams';
import { openTeamDialog, teamDialogMeta } from './team-page-dialogs';
import { arabic, phone, showTeam } from './teams-story-kit';

/**
 * The monthly budget dialogs on a team's page, opened by its owner: the team's default cap, and a member's own
 * cap (the member has 200 of their own, 180 used, under a default of 300).
 */
const meta = {
  ...teamDialogMeta,
  title: 'Screens/Teams/Budget Dialog',
  // As in the other dialog files: the layout is read from the file's own meta.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const memberButton = `Set the monthly budget of ${teamPeople.member.display_name}`;
const withMemberCap = showTeam(withBudgets(buildTeamDetails(), 300, { [teamPeople.member.user_id]: { cap: 200, spent: 180 } }));

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Set Default Cap', 'Default Monthly Budget');
    await expect(dialog.getByRole('textbox', { name: 'Monthly cap (points)' })).toHaveValue('');
    // No default yet: nothing to remove.
    await expect(dialog.queryByRole('button', { name: 'Remove Cap' })).toBeNull();
  },
};

export const InvalidCap: Story = {
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, 'Set Default Cap', 'Default Monthly Budget');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Monthly cap (points)' }), '12.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Cap' }));
    await expect(dialog.getByText('Please enter a whole number of points, 0 or more.')).toBeVisible();
  },
};

export const MemberCap: Story = {
  beforeEach: withMemberCap,
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, memberButton, 'Monthly Budget');
    await expect(dialog.getByRole('textbox', { name: 'Monthly cap (points)' })).toHaveValue('200');
    await expect(dialog.getByRole('button', { name: 'Remove Cap' })).toBeEnabled();
  },
};

/** Removed: the member falls back to the team's default. No picture: the dialog closes 1.5 s later. */
export const RemoveCap: Story = {
  beforeEach: withMemberCap,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, memberButton, 'Monthly Budget');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Cap' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Budget saved.');
    await waitFor(() => expect(canvas.getAllByTestId('member-budget')[2]).toHaveTextContent('Used this month: 180 / 300'));
  },
};

export const Failed: Story = {
  beforeEach: (context) => {
    withMemberCap(context);
    context.msw.use(teamHandlers.budgetFailed());
  },
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, memberButton, 'Monthly Budget');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Cap' }));
    await expect(await dialog.findByText('Failed to update the budget.')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: arabic,
  beforeEach: withMemberCap,
  play: async ({ canvas }) => {
    const dialog = await openTeamDialog(canvas, `تعيين الميزانية الشهرية لـ ${teamPeople.member.display_name}`, 'الميزانية الشهرية');
    await expect(dialog.getByRole('button', { name: 'إزالة الحد' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await openTeamDialog(canvas, 'Set Default Cap', 'Default Monthly Budget');
  },
};
