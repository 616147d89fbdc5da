import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DialogTrigger } from '../dialog';
import { prepareStory } from '@stories/kit';
import { AlertDialog } from './alert-dialog';

const body = within(document.body);

const meta = {
  title: 'Design System/AlertDialog',
  component: AlertDialog,
  beforeEach: prepareStory,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Publish to the gallery?',
    children: 'Everyone will see this image and its prompt. You can unpublish it later.',
    confirmLabel: 'Publish',
    onConfirm: fn(),
    isOpen: true,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Publish to the gallery?' });
    await expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveFocus();
  },
};

export const Confirms: Story = {
  args: { isOpen: undefined },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <DialogTrigger>
        <Button>Publish</Button>
        <AlertDialog {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancels: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Destructive: red confirm and a warning icon; focus starts on Cancel so a stray Enter deletes nothing. */
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Delete 12 images?',
    children: 'They will be removed from your gallery and from any shared links. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** onConfirm returns a promise: the confirm button shows a spinner until it settles. */
export const PendingConfirm: Story = {
  args: {
    variant: 'destructive',
    title: 'Delete project?',
    children: 'All 48 images in “Neon city” will be deleted.',
    confirmLabel: 'Delete project',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    variant: 'destructive',
    title: 'حذف 12 صورة؟',
    children: 'ستُحذف من معرضك ومن أي روابط مشتركة. لا يمكن التراجع عن ذلك.',
    confirmLabel: 'حذف',
  },
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  },
};

/** On phones the dialog is a bottom sheet and its buttons stack full width, confirm nearest the thumb. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { variant: 'destructive', title: 'Delete 12 images?', children: 'This cannot be undone.', confirmLabel: 'Delete' },
  play: async () => {
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0));
  },
};
