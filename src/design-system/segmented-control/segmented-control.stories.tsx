import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid2x2, Grid3x3, Image as ImageIcon, LayoutList, Video, Wrench } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Segment, SegmentedControl } from './segmented-control';

const meta = {
  title: 'Design System/SegmentedControl',
  component: SegmentedControl,
  beforeEach: prepareStory,
  args: { 'aria-label': 'Model', defaultValue: 'fast', onChange: fn(), children: null },
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment value="fast">Fast</Segment>
      <Segment value="quality">Quality</Segment>
      <Segment value="ultra">Ultra</Segment>
    </SegmentedControl>
  ),
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const quality = canvas.getByRole('radio', { name: 'Quality' });
    await userEvent.click(quality);
    await expect(quality).toBeChecked();
    // A click chooses without a focus ring: the ring is for the keyboard.
    await expect(quality.closest('label')).not.toHaveAttribute('data-focus-visible');
    await expect(args.onChange).toHaveBeenLastCalledWith('quality');
    await expect(canvas.getByRole('radio', { name: 'Fast' })).not.toBeChecked();
  },
};

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('radio', { name: 'Quality' }));
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Fast' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // A radio group: the arrow moves the choice with the focus, and the segment shows the focus ring.
    const quality = canvas.getByRole('radio', { name: 'Quality' });
    await expect(quality).toHaveFocus();
    await expect(quality).toBeChecked();
    await expect(quality.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const IconsSmall: Story = {
  args: { 'aria-label': 'Grid size', size: 'sm', defaultValue: 'medium' },
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment value="large" aria-label="Large tiles">
        <Grid2x2 />
      </Segment>
      <Segment value="medium" aria-label="Small tiles">
        <Grid3x3 />
      </Segment>
      <Segment value="list" aria-label="List">
        <LayoutList />
      </Segment>
    </SegmentedControl>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Quality' })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { 'aria-label': 'النموذج' },
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment value="fast">سريع</Segment>
      <Segment value="quality">جودة</Segment>
      <Segment value="ultra">فائق</Segment>
    </SegmentedControl>
  ),
};

/** The workshop's mode switch (spec part 2 §2): Image, Video, Tools, filling the panel's width in equal segments. */
export const ModeSwitch: Story = {
  args: { 'aria-label': 'Mode', defaultValue: 'image', isFullWidth: true },
  decorators: [(Story) => <div style={{ width: 380 }}>{Story()}</div>],
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment value="image">
        <ImageIcon aria-hidden="true" />
        Image
      </Segment>
      <Segment value="video">
        <Video aria-hidden="true" />
        Video
      </Segment>
      <Segment value="tools">
        <Wrench aria-hidden="true" />
        Tools
      </Segment>
    </SegmentedControl>
  ),
  play: async ({ args, canvas }) => {
    const segments = canvas.getAllByRole('radio');
    const widths = segments.map((segment) => Math.round(segment.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Video' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('video');
    await expect(canvas.getByRole('radio', { name: 'Image' })).not.toBeChecked();
  },
};

/** The mode switch in Arabic: Image sits on the right, and the icons stay upright (none of them points anywhere). */
export const ModeSwitchArabic: Story = {
  ...ModeSwitch,
  globals: { locale: 'ar' },
  args: { 'aria-label': 'الوضع', defaultValue: 'image', isFullWidth: true },
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment value="image">
        <ImageIcon aria-hidden="true" />
        صورة
      </Segment>
      <Segment value="video">
        <Video aria-hidden="true" />
        فيديو
      </Segment>
      <Segment value="tools">
        <Wrench aria-hidden="true" />
        أدوات
      </Segment>
    </SegmentedControl>
  ),
  play: async ({ canvas }) => {
    const [image, video] = canvas.getAllByRole('radio');
    await expect(image).toHaveAccessibleName('صورة');
    await expect(image?.getBoundingClientRect().left).toBeGreaterThan(video?.getBoundingClientRect().left ?? 0);
  },
};
