import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { prepareStory, sampleImage } from '@stories/kit';
import { ProgressRing } from './progress-ring';

const meta = {
  title: 'Design System/ProgressRing',
  component: ProgressRing,
  beforeEach: prepareStory,
  args: { 'aria-label': 'Generating', value: 40 },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A generation at 40%: the value in the middle, and on the progress bar screen readers hear. */
export const Determinate: Story = {
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Generating' });
    await expect(ring).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

/** Waiting in the queue: no value yet, a turning arc and the label under it. */
export const Indeterminate: Story = {
  args: { 'aria-label': undefined, label: 'Waiting in queue...', isIndeterminate: true },
  play: async ({ canvas, canvasElement }) => {
    const ring = canvas.getByRole('progressbar', { name: 'Waiting in queue...' });
    await expect(ring).not.toHaveAttribute('aria-valuenow');
    // Motion is reduced in the test browser: the arc turns once, instantly, and rests.
    const arc = canvasElement.querySelector('svg[data-indeterminate]');
    await expect(arc && getComputedStyle(arc).animationIterationCount).toBe('1');
  },
};

/** Three sizes: sm inside buttons and list rows (no value text), md on result tiles, lg on the preview. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
      <ProgressRing {...args} size="sm" aria-label="Small" value={25} />
      <ProgressRing {...args} size="md" aria-label="Medium" value={50} />
      <ProgressRing {...args} size="lg" aria-label="Large" value={75} />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('progressbar', { name }).getBoundingClientRect().width);
    await expect(widths).toEqual([24, 48, 80]);
    // The small ring has no room for text.
    await expect(canvas.queryByText('25%')).toBeNull();
  },
};

export const Complete: Story = {
  args: { value: 100, size: 'lg', label: 'Upscaling', 'aria-label': undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upscaling' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** On a generating result tile: the ring and its label over the dimmed placeholder. */
export const OnPlaceholder: Story = {
  args: { 'aria-label': undefined, label: 'Generating', size: 'lg', value: 72 },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        inlineSize: 240,
        aspectRatio: '1',
        borderRadius: 10,
        background: `linear-gradient(rgb(12 12 16 / 0.7), rgb(12 12 16 / 0.7)), url("${sampleImage(265, 64, 64)}") center / cover`,
      }}
    >
      <ProgressRing {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Generating' })).toHaveAttribute('aria-valuenow', '72');
    await expect(canvas.getByText('72%')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 32 }}>
      <ProgressRing label="جارٍ الإنشاء" value={40} />
      <ProgressRing label="في قائمة الانتظار..." isIndeterminate />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'جارٍ الإنشاء' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('progressbar', { name: 'في قائمة الانتظار...' })).toBeInTheDocument();
  },
};
