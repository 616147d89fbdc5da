import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderInput, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Button } from '../button';
import { SelectionToolbar } from './selection-toolbar';

const meta = {
  title: 'Design System/SelectionToolbar',
  component: SelectionToolbar,
  beforeEach: prepareStory,
  args: {
    label: 'Selected: 3',
    clearLabel: 'Clear selection',
    onClear: fn(),
    children: (
      <>
        <Button size="sm">
          <FolderInput size={16} aria-hidden="true" />
          Move
        </Button>
        <Button size="sm" variant="danger">
          <Trash2 size={16} aria-hidden="true" />
          Delete
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof SelectionToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count at the start names the toolbar; the last button clears the selection. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toolbar = canvas.getByRole('toolbar', { name: 'Selected: 3' });
    await expect(toolbar).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'المحدد: 3', clearLabel: 'إلغاء التحديد' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('toolbar', { name: 'المحدد: 3' })).toBeVisible();
  },
};

/** On a phone the actions wrap under the count. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toBeVisible();
  },
};
