import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setActiveProject, switchWorkspace, workspaceStore } from '@/domain/workspace';
import { WorkspaceSelector } from './workspace-selector';

const teams = [
  { id: 'team-aurora', name: 'Aurora Collective' },
  { id: 'team-north', name: 'Northlight Studio' },
];

const meta = {
  title: 'Features/Shell/Workspace Selector',
  component: WorkspaceSelector,
  // The open list lives in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WorkspaceSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openList(canvas: ReturnType<typeof within>, name = /Workspace/) {
  await userEvent.click(canvas.getByRole('button', { name }));
  const list = await within(document.body).findByRole('listbox');
  await waitFor(() => expect(list).toBeVisible());
  return within(list);
}

/** Today: no teams call exists, so Personal is the only workspace. */
export const PersonalOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Personal/ })).toBeVisible();
    const list = await openList(canvas);
    await expect(list.getAllByRole('option')).toHaveLength(1);
  },
};

export const WithTeams: Story = {
  args: { teams },
  play: async ({ canvas }) => {
    const list = await openList(canvas);
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Personal',
      'Aurora Collective',
      'Northlight Studio',
    ]);
  },
};

export const TeamSelected: Story = {
  args: { teams },
  beforeEach: () => switchWorkspace('team-aurora'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Aurora Collective/ })).toBeVisible();
  },
};

export const SwitchingClearsTheActiveProject: Story = {
  args: { teams },
  parameters: { screenshot: false },
  beforeEach: () => setActiveProject('sunset-series'),
  play: async ({ canvas }) => {
    await expect(localStorage.getItem('activeProject')).toBe('sunset-series');
    const list = await openList(canvas);
    await userEvent.click(list.getByRole('option', { name: 'Northlight Studio' }));
    await waitFor(() => expect(workspaceStore.activeWorkspace).toBe('team-north'));
    await expect(workspaceStore.activeProject).toBeNull();
    await expect(localStorage.getItem('activeWorkspace')).toBe('team-north');
    await expect(localStorage.getItem('activeProject')).toBeNull();
  },
};

/** A phone names the current workspace too, in sight and in the trigger's accessible name. */
export const Phone: Story = {
  args: { teams },
  globals: { viewport: { value: 'phone', isRotated: false } },
  beforeEach: () => switchWorkspace('team-north'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Northlight Studio Workspace' });
    await expect(within(trigger).getByText('Northlight Studio')).toBeVisible();
    await expect(within(trigger).getByText('Northlight Studio').getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

export const Arabic: Story = {
  args: { teams },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const list = await openList(canvas, /مساحة العمل/);
    await expect(list.getByRole('option', { name: 'شخصية' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The light trigger opens the list with an arrow key, on the chosen workspace; Escape closes it and focus stays on
 * the trigger, which is React Aria's Select from then on.
 */
export const ByKeyboard: Story = {
  args: { teams },
  parameters: { screenshot: false },
  beforeEach: () => switchWorkspace('team-aurora'),
  play: async ({ canvas }) => {
    const name = 'Aurora Collective Workspace';
    await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'listbox');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = within(await within(document.body).findByRole('listbox', {}, { timeout: 5000 }));
    await waitFor(() => expect(list.getByRole('option', { name: 'Aurora Collective' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveFocus());
    await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  },
};
