import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid2x2, Grid3x3, Image as ImageIcon, LayoutList, Video, Wrench } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '../../../stories/kit';
import { ToggleButton, ToggleButtonGroup } from './toggle-button-group';

const meta = {
  title: 'Design System/ToggleButtonGroup',
  component: ToggleButtonGroup,
  beforeEach: prepareStory,
  args: { 'aria-label': 'Model', defaultSelectedKeys: ['fast'], disallowEmptySelection: true, onSelectionChange: fn() },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="fast">Fast</ToggleButton>
      <ToggleButton id="quality">Quality</ToggleButton>
      <ToggleButton id="ultra">Ultra</ToggleButton>
    </ToggleButtonGroup>
  ),
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const quality = canvas.getByRole('radio', { name: 'Quality' });
    await userEvent.click(quality);
    await expect(quality).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['quality']));
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
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Quality' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const IconsSmall: Story = {
  args: { 'aria-label': 'Grid size', size: 'sm', defaultSelectedKeys: ['medium'] },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="large" aria-label="Large tiles">
        <Grid2x2 />
      </ToggleButton>
      <ToggleButton id="medium" aria-label="Small tiles">
        <Grid3x3 />
      </ToggleButton>
      <ToggleButton id="list" aria-label="List">
        <LayoutList />
      </ToggleButton>
    </ToggleButtonGroup>
  ),
};

export const Multiple: Story = {
  args: { 'aria-label': 'Outputs', selectionMode: 'multiple', defaultSelectedKeys: ['png', 'webp'], disallowEmptySelection: false },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="png">PNG</ToggleButton>
      <ToggleButton id="jpg">JPG</ToggleButton>
      <ToggleButton id="webp">WEBP</ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'JPG' }));
    await expect(canvas.getByRole('button', { name: 'JPG' })).toHaveAttribute('aria-pressed', 'true');
  },
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
    <ToggleButtonGroup {...args}>
      <ToggleButton id="fast">سريع</ToggleButton>
      <ToggleButton id="quality">جودة</ToggleButton>
      <ToggleButton id="ultra">فائق</ToggleButton>
    </ToggleButtonGroup>
  ),
};

/** The workshop's mode switch (spec part 2 §2): Image, Video, Tools, filling the panel's width in equal segments. */
export const ModeSwitch: Story = {
  args: { 'aria-label': 'Mode', defaultSelectedKeys: ['image'], isFullWidth: true },
  decorators: [(Story) => <div style={{ width: 380 }}>{Story()}</div>],
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="image">
        <ImageIcon aria-hidden="true" />
        Image
      </ToggleButton>
      <ToggleButton id="video">
        <Video aria-hidden="true" />
        Video
      </ToggleButton>
      <ToggleButton id="tools">
        <Wrench aria-hidden="true" />
        Tools
      </ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ args, canvas }) => {
    const segments = canvas.getAllByRole('radio');
    const widths = segments.map((segment) => Math.round(segment.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
    await userEvent.click(canvas.getByRole('radio', { name: 'Video' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['video']));
    await expect(canvas.getByRole('radio', { name: 'Image' })).not.toBeChecked();
  },
};

/** The mode switch in Arabic: Image sits on the right, and the icons stay upright (none of them points anywhere). */
export const ModeSwitchArabic: Story = {
  ...ModeSwitch,
  globals: { locale: 'ar' },
  args: { 'aria-label': 'الوضع', defaultSelectedKeys: ['image'], isFullWidth: true },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButton id="image">
        <ImageIcon aria-hidden="true" />
        صورة
      </ToggleButton>
      <ToggleButton id="video">
        <Video aria-hidden="true" />
        فيديو
      </ToggleButton>
      <ToggleButton id="tools">
        <Wrench aria-hidden="true" />
        أدوات
      </ToggleButton>
    </ToggleButtonGroup>
  ),
  play: async ({ canvas }) => {
    const [image, video] = canvas.getAllByRole('radio');
    await expect(image).toHaveAccessibleName('صورة');
    await expect(image?.getBoundingClientRect().left).toBeGreaterThan(video?.getBoundingClientRect().left ?? 0);
  },
};
