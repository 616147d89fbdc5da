import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { Spinner } from './spinner';

const meta = {
  title: 'Design System/Spinner',
  component: Spinner,
  beforeEach: prepareStory,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value for screen readers to read out.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
};

/** The spinner takes the text colour of its container. */
export const Colours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <span style={{ color: 'var(--color-accent-text)' }}>
        <Spinner aria-label="Generating" />
      </span>
      <span style={{ color: 'var(--color-text-muted)' }}>
        <Spinner aria-label="Uploading" />
      </span>
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Waiting in queue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Waiting in queue' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'جارٍ التحميل' })).toBeInTheDocument();
  },
};
