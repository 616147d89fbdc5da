import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ApiError } from '@/lib/api';
import { CreateTeamForm } from './create-team-form';
import { TeamFormDialog } from './team-form-dialog';

const body = within(document.body);

const meta = {
  title: 'Features/Teams/Create Team Dialog',
  component: CreateTeamForm,
  beforeEach: prepareStory,
  // The dialog sits in a portal: the whole page is the picture.
  parameters: { layout: 'fullscreen' },
  args: { onCreate: fn(() => Promise.resolve()), onClose: fn() },
  render: (args) => (
    <TeamFormDialog title="Create Team" isOpen onOpenChange={() => args.onClose()}>
      {() => <CreateTeamForm {...args} />}
    </TeamFormDialog>
  ),
} satisfies Meta<typeof CreateTeamForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submitName(name: string) {
  const dialog = await body.findByRole('dialog', { name: 'Create Team' });
  if (name) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Team name' }), name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
}

export const Default: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Create Team' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Team name' })).toHaveFocus());
  },
};

export const NameRequired: Story = {
  play: async ({ args }) => {
    const dialog = await submitName('   ');
    await expect(within(dialog).getByText('Please enter a team name.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { onCreate: fn(() => new Promise(() => {})) },
  play: async () => {
    const dialog = await submitName('Studio North');
    await expect(within(dialog).getByRole('button', { name: /Create/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const Failed: Story = {
  args: { onCreate: fn(() => Promise.reject(new ApiError(500, null))) },
  play: async () => {
    const dialog = await submitName('Studio North');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create team.');
  },
};

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await submitName('  Studio North ');
    await expect(args.onCreate).toHaveBeenCalledWith('Studio North');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Team Studio North created.');
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 3000 });
  },
};
