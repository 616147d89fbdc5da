import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteDialog } from '@/features/projects';
import { prepareStory } from '../kit';
import { phone } from './projects-story-kit';

const body = within(document.body);

/** The delete confirmation (spec part 2 §2): it says the creations of a deleted project are kept, unassigned. */
const meta = {
  title: 'Screens/Projects/Delete Confirmation',
  component: DeleteDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: {
    isOpen: true,
    items: [{ id: 'p-campaign', type: 'project', name: 'Summer Campaign' }],
    onOpenChange: fn(),
    onDelete: fn(async () => undefined),
  },
  beforeEach: prepareStory,
} satisfies Meta<typeof DeleteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete “Summer Campaign”?' }));
    await waitFor(() => expect(dialog.getByText(/creations in them are kept, unassigned/)).toBeVisible());
    // Destructive: focus starts on Cancel.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
  },
};

/** The caller reports 'Error deleting items: …'; the confirmation stays open to try again. */
export const Error: Story = {
  args: { onDelete: fn(async () => Promise.reject(new globalThis.Error('refused'))) },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const shown = await body.findByRole('alertdialog', { name: 'حذف «Summer Campaign»؟' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    const shown = await body.findByRole('alertdialog', { name: 'Delete “Summer Campaign”?' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};
