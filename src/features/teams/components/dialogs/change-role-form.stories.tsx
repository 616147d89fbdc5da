import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ChangeRoleForm } from './change-role-form';
import { TeamFormDialog } from './team-form-dialog';

const body = within(document.body);

const meta = {
  title: 'Features/Teams/Change Role Dialog',
  component: ChangeRoleForm,
  beforeEach: prepareStory,
  // The dialog sits in a portal: the whole page is the picture.
  parameters: { layout: 'fullscreen' },
  args: {
    member: { user_id: 'user-member', display_name: 'Mona Said', role: 'member', is_seated_member: false },
    onChangeRole: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  render: (args) => (
    <TeamFormDialog title="Change Role" isOpen onOpenChange={() => args.onClose()}>
      {() => <ChangeRoleForm {...args} />}
    </TeamFormDialog>
  ),
} satisfies Meta<typeof ChangeRoleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Change Role' });
    await expect(dialog).toHaveTextContent('Choose the role of Mona Said.');
    await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Admin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith('admin');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Mona Said is now Admin.');
  },
};

/** Saving the role the member already has simply closes the dialog (spec part 1 §5). */
export const Unchanged: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Change Role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await expect(args.onChangeRole).not.toHaveBeenCalled();
  },
};
