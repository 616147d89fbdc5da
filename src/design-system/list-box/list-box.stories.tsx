import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderKanban, Images, Sparkles } from 'lucide-react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ListBox, ListBoxItem, ListBoxSection } from './index';

const meta = {
  title: 'Design System/List Box',
  component: ListBox,
  beforeEach: prepareStory,
  args: { 'aria-label': 'Places', onAction: fn() },
  render: (args) => (
    <div style={{ width: 320 }}>
      <ListBox {...args}>
        <ListBoxSection title="Go to">
          <ListBoxItem id="workshop" icon={<Sparkles />} detail="Screen">
            Workshop
          </ListBoxItem>
          <ListBoxItem id="gallery" icon={<Images />} detail="Screen">
            Gallery
          </ListBoxItem>
        </ListBoxSection>
        <ListBoxSection title="Projects">
          <ListBoxItem id="summer" icon={<FolderKanban />} detail="Project">
            Summer campaign with a name long enough to be cut short at the end
          </ListBoxItem>
        </ListBoxSection>
      </ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveAccessibleName('Workshop, Screen');
    await expect(canvas.getByRole('group', { name: 'Go to' })).toBeVisible();
    await userEvent.click(options[1]!);
    await waitFor(() => expect(args.onAction).toHaveBeenCalledWith('gallery'));
  },
};

export const Empty: Story = {
  args: { renderEmptyState: () => 'No results' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <ListBox {...args}>{[]}</ListBox>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listbox', { name: 'Places' })).toHaveTextContent('No results');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    // The icon sits at the inline start: the right edge in Arabic.
    const option = canvas.getAllByRole('option')[0]!;
    const icon = option.querySelector('svg')!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(option.getBoundingClientRect().left + option.clientWidth / 2);
  },
};
