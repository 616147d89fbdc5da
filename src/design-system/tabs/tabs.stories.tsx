import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image, Video } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const meta = {
  title: 'Design System/Tabs',
  component: Tabs,
  beforeEach: prepareStory,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args} style={{ width: 420 }}>
      <TabList aria-label="Media type">
        <Tab id="images">
          <Image aria-hidden="true" />
          Images
        </Tab>
        <Tab id="videos">
          <Video aria-hidden="true" />
          Videos
        </Tab>
        <Tab id="upscaled" isDisabled>
          Upscaled
        </Tab>
      </TabList>
      <TabPanel id="images">248 images in this project.</TabPanel>
      <TabPanel id="videos">12 videos in this project.</TabPanel>
      <TabPanel id="upscaled">None yet.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('248 images');
    await userEvent.click(canvas.getByRole('tab', { name: 'Videos' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('videos');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 videos');
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const tab = canvas.getByRole('tab', { name: 'Videos' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('tab', { name: 'Videos' }));
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

/** Tabs run right to left and ArrowLeft moves to the next tab. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Tabs {...args} style={{ width: 420 }}>
      <TabList aria-label="نوع الوسائط">
        <Tab id="images">الصور</Tab>
        <Tab id="videos">الفيديو</Tab>
      </TabList>
      <TabPanel id="images">248 صورة في هذا المشروع.</TabPanel>
      <TabPanel id="videos">12 فيديو في هذا المشروع.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'الفيديو' })).toHaveAttribute('aria-selected', 'true');
  },
};
