import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildTeamDetails, storyViewer, teamPeople, withBudgets } from '@mocks/fixtures/team.fixtures';
import { TeamPage } from '@/features/teams';
import { arabic, body, loadedTeam, phone, showTeam, TeamScreen, teamsScreenSetup } from './teams-story-kit';

/**
 * The monthly budgets on /teams/{teamId}: each member's use of the pool this month against their cap, the team's
 * default cap, and the dialog that sets a cap. Night Shift Studio as in the Team Detail stories.
 */
const meta = {
  title: 'Screens/Teams/Member Budgets',
  component: TeamPage,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { teamId: 'team-night-shift', onGone: fn() },
  render: (args) => <TeamScreen {...args} />,
  beforeEach: teamsScreenSetup,
} satisfies Meta<typeof TeamPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A default of 300 points a month; the admin has their own 500 (120 used), the member 200 of which 180 are used. */
const cappedTeam = withBudgets(buildTeamDetails(), 300, {
  [teamPeople.admin.user_id]: { cap: 500, spent: 120 },
  [teamPeople.member.user_id]: { cap: 200, spent: 180 },
  [storyViewer.id]: { spent: 640 },
});

const budgetLines = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByTestId('member-budget').map((line: HTMLElement) => line.textContent);

export const CapsSet: Story = {
  beforeEach: showTeam(cappedTeam),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(budgetLines(canvas)).toEqual([
      'Used this month: 640 · No cap',
      'Used this month: 120 / 500',
      'Used this month: 180 / 200',
    ]);
    await expect(canvas.getByTestId('team-budget-summary')).toHaveTextContent('Default monthly cap per member (points): 300');
    await expect(canvas.getByRole('button', { name: 'Set Default Cap' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Set the monthly budget of ${teamPeople.member.display_name}` })).toBeVisible();
  },
};

export const NoCaps: Story = {
  beforeEach: showTeam(buildTeamDetails()),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(budgetLines(canvas)).toEqual(Array.from({ length: 3 }, () => 'Used this month: 0 · No cap'));
    await expect(canvas.getByTestId('team-budget-summary')).toHaveTextContent(
      'No default cap: members without their own cap spend freely.',
    );
  },
};

/**
 * The owner sets the member's cap: a negative number is refused in words, a whole number is saved. No picture: the
 * dialog closes 1.5 s after saving (the Budget Dialog stories picture it).
 */
export const SetMemberCap: Story = {
  beforeEach: showTeam(cappedTeam),
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await userEvent.click(canvas.getByRole('button', { name: `Set the monthly budget of ${teamPeople.member.display_name}` }));
    const dialog = within(await body.findByRole('dialog', { name: 'Monthly Budget' }, { timeout: 5000 }));
    await expect(dialog.getByText(`${teamPeople.member.display_name} used 180 this month.`, { exact: false })).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Monthly cap (points)' });
    await expect(field).toHaveValue('200');
    await userEvent.clear(field);
    await userEvent.type(field, '-3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Cap' }));
    await expect(dialog.getByText('Please enter a whole number of points, 0 or more.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Cap' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Budget saved.');
    await waitFor(() => expect(budgetLines(canvas)[2]).toBe('Used this month: 180 / 250'));
  },
};

/** A plain member sees their own use and what is left, nobody else's, and no control to change a cap. */
export const MemberNearCap: Story = {
  beforeEach: showTeam(withBudgets(buildTeamDetails({}, 'member'), null, { [storyViewer.id]: { cap: 100, spent: 96 } })),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(budgetLines(canvas)).toEqual(['Used this month: 96 / 100']);
    await expect(canvas.getByTestId('team-budget-summary')).toHaveTextContent('Your budget this month: 4 of 100 left');
    await expect(canvas.queryByRole('button', { name: 'Set Default Cap' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Set the monthly budget/ })).toBeNull();
  },
};

export const MemberOverCap: Story = {
  beforeEach: showTeam(withBudgets(buildTeamDetails({}, 'member'), 100, { [storyViewer.id]: { spent: 100 } })),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByTestId('member-budget')).toHaveTextContent('Used this month: 100 / 100Limit reached');
    await expect(canvas.getByTestId('team-budget-summary')).toHaveTextContent('Your budget this month: 0 of 100 left');
  },
};

export const Arabic: Story = {
  globals: arabic,
  beforeEach: showTeam(cappedTeam),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByRole('button', { name: 'تعيين الحد الافتراضي' })).toBeVisible();
    await expect(budgetLines(canvas)[2]).toBe('المستخدم هذا الشهر: 180 / 200');
  },
};

export const Phone: Story = {
  globals: phone,
  beforeEach: showTeam(cappedTeam),
  play: async ({ canvas }) => {
    await loadedTeam(canvas);
    await expect(canvas.getByRole('button', { name: 'Set Default Cap' })).toBeVisible();
  },
};
