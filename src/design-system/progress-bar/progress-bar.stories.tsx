import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Design System/ProgressBar',
  component: ProgressBar,
  beforeEach: prepareStory,
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  args: { label: 'Generating', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Generating' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeInTheDocument();
  },
};

/** The total is unknown (waiting in queue): a segment slides along; at rest, it sits in the middle. */
export const Indeterminate: Story = {
  args: { label: 'Waiting in queue...', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueText: Story = {
  args: { label: 'Uploading', value: 3, maxValue: 8, valueLabel: '3 of 8 images' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 8 images');
  },
};

export const Complete: Story = { args: { label: 'Upscaling', value: 100 } };

export const SmallWithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Generation progress', size: 'sm', value: 72, hasValueText: false },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <ProgressBar {...args} label="جارٍ الإنشاء" value={40} />
      <ProgressBar {...args} label="في قائمة الانتظار..." isIndeterminate />
    </div>
  ),
};
