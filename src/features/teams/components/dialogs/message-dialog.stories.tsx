import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { MessageDialog } from './message-dialog';

const body = within(document.body);

const meta = {
  title: 'Features/Teams/Error Dialog',
  component: MessageDialog,
  beforeEach: prepareStory,
  // The dialog sits in a portal: the whole page is the picture.
  parameters: { layout: 'fullscreen' },
  args: { message: 'You cannot remove the owner of the team.', onClose: fn() },
} satisfies Meta<typeof MessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog', { name: 'An Error Occurred' });
    await expect(dialog).toHaveTextContent('You cannot remove the owner of the team.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const NoSeatsAvailable: Story = {
  args: { message: 'No available seats to assign. Please upgrade your plan to add more members.' },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'An Error Occurred' });
    await expect(dialog).toHaveTextContent('No available seats to assign.');
  },
};

export const AccessRevoked: Story = {
  args: { title: 'Access Revoked', message: 'You are no longer a member of this team.' },
  play: async () => {
    await expect(await body.findByRole('alertdialog', { name: 'Access Revoked' })).toHaveTextContent(
      'You are no longer a member of this team.',
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { message: 'لا توجد مقاعد متاحة للتعيين.' },
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'حدث خطأ' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'حسنًا' })).toBeVisible());
  },
};
