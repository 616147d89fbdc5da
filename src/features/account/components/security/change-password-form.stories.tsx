import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ChangePasswordForm } from './change-password-form';

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const meta = {
  title: 'Features/Account/Change Password Form',
  component: ChangePasswordForm,
  beforeEach: prepareStory,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvas: Canvas, values: { current?: string; next?: string; confirm?: string }) {
  const field = (label: RegExp) => canvas.getByLabelText(label, { selector: 'input' });
  if (values.current) await userEvent.type(field(/^Current password/), values.current);
  if (values.next) await userEvent.type(field(/^New password/), values.next);
  if (values.confirm) await userEvent.type(field(/^Confirm new password/), values.confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
}

export const Submits: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas, { current: 'old horse 42', next: 'new horse 42', confirm: 'new horse 42' });
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'old horse 42', newPassword: 'new horse 42' });
  },
};

export const Required: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas, {});
    await expect(await canvas.findAllByText('This field is required.')).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas, { current: 'old horse 42', next: 'new horse 42', confirm: 'new horse 24' });
    await expect(await canvas.findByText('New passwords do not match.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Correcting the confirm field clears its message when focus leaves it, as a press on the button does: the
 * button stays where it was, so that one press lands (the message row is reserved).
 */
export const ButtonKeepsItsPlace: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, { current: 'old horse 42', next: 'new horse 42', confirm: 'new horse 24' });
    await expect(await canvas.findByText('New passwords do not match.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Change Password' });
    const before = button.getBoundingClientRect().top;
    const confirm = canvas.getByLabelText(/^Confirm new password/, { selector: 'input' });
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'new horse 42');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('New passwords do not match.')).toBeNull());
    await expect(button.getBoundingClientRect().top).toBe(before);
  },
};

export const TooShort: Story = {
  play: async ({ canvas }) => {
    await submit(canvas, { current: 'old horse 42', next: 'short', confirm: 'short' });
    await expect(await canvas.findByText('Password must be at least 8 characters long.')).toBeVisible();
  },
};

/** The server's refusal of the current password sits on that field, and clears once the user has edited it. */
export const WrongCurrentPassword: Story = {
  args: { serverFieldErrors: { currentPassword: 'The current password is incorrect.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The current password is incorrect.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Current password/, { selector: 'input' }), 'x');
    // React Aria commits an edit (and drops the server's error) on the input's change event, when focus leaves.
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('The current password is incorrect.')).toBeNull());
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Change Password/ })).toHaveAttribute('data-pending', 'true');
  },
};
