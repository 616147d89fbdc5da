import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { LoadError } from './load-error';

const meta = {
  title: 'Design System/Load Error',
  component: LoadError,
  beforeEach: prepareStory,
  args: { message: 'Failed to load points history.', onRetry: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadFailed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load points history.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Try again/ })).toHaveAttribute('data-pending', 'true');
  },
};
