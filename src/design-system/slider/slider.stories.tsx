import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Slider } from './slider';

const meta = {
  title: 'Design System/Slider',
  component: Slider<number>,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Guidance scale', defaultValue: 7, minValue: 1, maxValue: 20, onChange: fn() },
} satisfies Meta<typeof Slider<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Guidance scale' });
    await expect(slider).toHaveValue('7');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByText('9')).toBeInTheDocument();
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
  },
};

export const Percent: Story = {
  args: { label: 'Strength', defaultValue: 0.65, minValue: 0, maxValue: 1, step: 0.05, formatOptions: { style: 'percent' } },
};

export const Range: Story = {
  render: (args) => (
    <Slider<number[]> label="Duration (seconds)" defaultValue={[4, 10]} minValue={1} maxValue={16} isDisabled={args.isDisabled} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('slider')).toHaveLength(2);
  },
};

export const WithoutOutput: Story = { args: { hasOutput: false, label: 'Brush size' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
};

/** The fill grows from the right and ArrowLeft increases, as in any right-to-left interface. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'مقياس التوجيه' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
  },
};
