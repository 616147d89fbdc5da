import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { prepareStory, shownDialog } from '@stories/kit';
import { ShortcutsDialog } from './shortcuts-dialog';

const body = within(document.body);

/** The row of a shortcut: its description and its key caps. */
const row = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).closest('div')!;

const meta = {
  title: 'Features/Command Palette/Keyboard Shortcuts',
  component: ShortcutsDialog,
  args: { isOpen: true, onOpenChange: fn(), modifier: 'ctrl' },
  parameters: { layout: 'fullscreen' },
  beforeEach: prepareStory,
} satisfies Meta<typeof ShortcutsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const group of ['General', 'Workshop', 'Image and video viewer', 'Canvas editors']) {
      await expect(within(dialog).getByRole('region', { name: group })).toBeInTheDocument();
    }
    await expect(row(dialog, 'Open the command palette')).toHaveTextContent('CtrlK');
    await expect(row(dialog, 'Previous item')).toHaveTextContent('←');
    await expect(row(dialog, 'Redo')).toHaveTextContent('CtrlShiftZorCtrlY');
  },
};

/** Apple keyboards: the Command symbol instead of Ctrl. */
export const AppleKeys: Story = {
  args: { modifier: 'cmd' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(row(dialog, 'Open the command palette')).toHaveTextContent('⌘K');
  },
};

/** Right to left: the viewer's arrows swap, so "previous" still points back along the reading direction. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'اختصارات لوحة المفاتيح' });
    await expect(row(dialog, 'العنصر السابق')).toHaveTextContent('→');
    await expect(row(dialog, 'العنصر التالي')).toHaveTextContent('←');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await shownDialog('Keyboard shortcuts');
    await expect(within(dialog).getByRole('region', { name: 'General' })).toBeVisible();
  },
};
