import type { Meta, StoryObj } from '@storybook/react-vite';
import { Grid2x2, Grid3x3, LayoutList } from 'lucide-react';
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
