import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildTeamDetails, storyViewer, withBudgets } from '@mocks/fixtures/team.fixtures';
import { generationHandlers } from '@mocks/handlers/generation.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { resetWorkspace, switchWorkspace } from '@/domain/workspace';
import { arabic, body, phone, workshopScreenMeta } from './workshop-story-kit';

/**
 * The workshop in a team workspace whose member has 1 point left of their monthly budget: a run costing more is
 * refused before it is sent, in the server's words (which refuses it as well, should it be sent anyway).
 */
const meta = { ...workshopScreenMeta, title: 'Screens/Workshop/Member Budget' } satisfies Meta<typeof workshopScreenMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const teamId = 'team-night-shift';

function overBudget({ msw }: Pick<StoryContext, 'msw'>) {
  switchWorkspace(teamId);
  const team = withBudgets(buildTeamDetails({ id: teamId }, 'member'), null, { [storyViewer.id]: { cap: 100, spent: 99 } });
  msw.use(...teamHandlers.team(team), generationHandlers.runRefused('member_budget_exceeded'));
  return () => resetWorkspace();
}

/** A prompt and four images: 12 points for the story's Plus user, more than the 1 left of the budget. */
async function pricedRun(canvas: ReturnType<typeof within>) {
  const button = await canvas.findByTestId('generate-button', {}, { timeout: 5000 });
  await userEvent.type(await canvas.findByRole('textbox', { name: /Prompt|الوصف|موجه/ }), 'A fox');
  await userEvent.click(await canvas.findByRole('button', { name: /Image count|عدد الصور/ }));
  const sheet = within(await body.findByRole('dialog', {}, { timeout: 5000 }));
  await userEvent.click(await sheet.findByRole('radio', { name: '4' }));
  await userEvent.click(sheet.getAllByRole('button').at(-1)!);
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  return button;
}

export const OverBudget: Story = {
  beforeEach: overBudget,
  play: async ({ canvas }) => {
    const button = await pricedRun(canvas);
    await waitFor(() => expect(canvas.getByText('This run would go over your monthly points budget in this team.')).toBeVisible());
    await expect(button).toBeDisabled();
  },
};

export const OverBudgetArabic: Story = {
  globals: arabic,
  beforeEach: overBudget,
  play: async ({ canvas }) => {
    const button = await pricedRun(canvas);
    await waitFor(() => expect(canvas.getByText('سيتجاوز هذا التشغيل ميزانية نقاطك الشهرية في هذا الفريق.')).toBeVisible());
    await expect(button).toBeDisabled();
  },
};

export const OverBudgetPhone: Story = {
  globals: phone,
  beforeEach: overBudget,
  play: async ({ canvas }) => {
    const button = await pricedRun(canvas);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(canvas.getByText('This run would go over your monthly points budget in this team.')).toBeVisible();
  },
};

/** The team's pool pays for its runs: a member with no points of their own still runs while the pool has enough. */
export const PoolPays: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    switchWorkspace(teamId);
    msw.use(userHandlers.balance(0), ...teamHandlers.team(buildTeamDetails({ id: teamId, points_balance: 1200 }, 'member')));
    return () => resetWorkspace();
  },
  play: async ({ canvas }) => {
    const button = await pricedRun(canvas);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(canvas.queryByText('You do not have enough points.')).toBeNull();
  },
};

/** A pool short of the run's price refuses it before it is sent, however many points the member has. */
export const PoolShort: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    switchWorkspace(teamId);
    msw.use(userHandlers.balance(5000), ...teamHandlers.team(buildTeamDetails({ id: teamId, points_balance: 3 }, 'member')));
    return () => resetWorkspace();
  },
  play: async ({ canvas }) => {
    const button = await pricedRun(canvas);
    await waitFor(() => expect(canvas.getByText('You do not have enough points.')).toBeVisible());
    await expect(button).toBeDisabled();
  },
};
