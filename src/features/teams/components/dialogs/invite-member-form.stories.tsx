import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ApiError } from '@/lib/api';
import { InviteMemberForm } from './invite-member-form';
import { TeamFormDialog } from './team-form-dialog';

const body = within(document.body);

const meta = {
  title: 'Features/Teams/Invite Member Dialog',
  component: InviteMemberForm,
  beforeEach: prepareStory,
  // The dialog sits in a portal: the whole page is the picture.
  parameters: { layout: 'fullscreen' },
  args: { onInvite: fn(() => Promise.resolve()), onClose: fn() },
  render: (args) => (
    <TeamFormDialog title="Invite Member" isOpen onOpenChange={() => args.onClose()}>
      {() => <InviteMemberForm {...args} />}
    </TeamFormDialog>
  ),
} satisfies Meta<typeof InviteMemberForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function invite(email: string, role?: 'Admin') {
  const dialog = await body.findByRole('dialog', { name: 'Invite Member' });
  if (email) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
  if (role) {
    await userEvent.click(within(dialog).getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: role }));
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
  return dialog;
}

/** Member is the default role; the invitation is sent as typed, trimmed. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await invite(' kenji@example.com ');
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'kenji@example.com', role: 'member' });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Invitation sent to kenji@example.com.');
  },
};

export const AsAdmin: Story = {
  play: async ({ args }) => {
    await invite('kenji@example.com', 'Admin');
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'kenji@example.com', role: 'admin' });
  },
};

export const EmailRequired: Story = {
  play: async ({ args }) => {
    const dialog = await invite('');
    await expect(within(dialog).getByText('Please enter an email address.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { onInvite: fn(() => new Promise(() => {})) },
  play: async () => {
    const dialog = await invite('kenji@example.com');
    await expect(within(dialog).getByRole('button', { name: /Send Invitation/ })).toHaveAttribute('data-pending', 'true');
  },
};

export const Failed: Story = {
  args: { onInvite: fn(() => Promise.reject(new ApiError(500, null))) },
  play: async () => {
    const dialog = await invite('kenji@example.com');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send invitation.');
  },
};

export const AlreadyMember: Story = {
  args: {
    onInvite: fn(() =>
      Promise.reject(new ApiError(409, { message: 'This person is already a member of the team.', code: 'already_member' })),
    ),
  },
  play: async () => {
    const dialog = await invite('mona@example.com');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already/);
  },
};
