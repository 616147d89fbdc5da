import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RenameDialog } from '@/features/projects';
import { prepareStory } from '../kit';
import { phone } from './projects-story-kit';

const body = within(document.body);

/** Rename (spec part 2 §2, §4): titled by the item's type, New Name prefilled, Save Changes ('Saving...'). */
const meta = {
  title: 'Screens/Projects/Rename Dialog',
  component: RenameDialog,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  args: { isOpen: true, itemType: 'project', currentName: 'Summer Campaign', onOpenChange: fn(), onRename: fn(async () => undefined) },
  beforeEach: prepareStory,
} satisfies Meta<typeof RenameDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Project: Story = {
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Rename Project' }));
    const field = dialog.getByRole('textbox', { name: 'New Name' });
    await expect(field).toHaveValue('Summer Campaign');
    // Unchanged: closes with no call.
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onRename).not.toHaveBeenCalled();
  },
};

export const Asset: Story = {
  args: { itemType: 'asset', currentName: 'Neon alley at dusk' },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Rename Asset' }));
    const field = dialog.getByRole('textbox', { name: 'New Name' });
    await userEvent.clear(field);
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await userEvent.type(field, 'Neon alley{Enter}');
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith('Neon alley'));
  },
};

export const Saving: Story = {
  args: { onRename: fn(() => new Promise<never>(() => undefined)) },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Rename Project' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New Name' }), ' 2026{Enter}');
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const shown = await body.findByRole('dialog', { name: 'إعادة تسمية المشروع' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};

export const AssetArabic: Story = {
  args: { itemType: 'asset', currentName: 'زقاق بأضواء النيون عند الغسق' },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'إعادة تسمية الأصل' }));
    await expect(dialog.getByRole('textbox', { name: 'الاسم الجديد' })).toHaveValue('زقاق بأضواء النيون عند الغسق');
    await expect(dialog.getByRole('button', { name: 'حفظ التغييرات' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    const shown = await body.findByRole('dialog', { name: 'Rename Project' });
    await waitFor(() => expect(shown).toBeVisible());
  },
};
