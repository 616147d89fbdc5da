import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { prepareStory } from '../../../../stories/kit';
import { InlineNotice } from './inline-notice';
import { LoadError } from './load-error';

const meta = {
  title: 'Features/Account/Section Messages',
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

/** The notices sections use: a success, neutral information, and a warning. */
export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <InlineNotice tone="success">
        <p>Your password has been changed.</p>
      </InlineNotice>
      <InlineNotice tone="info" isLive={false}>
        <p>API keys are not included in your plan.</p>
      </InlineNotice>
      <InlineNotice tone="warning" isLive={false}>
        <p>Copy this key now. It won't be shown again.</p>
      </InlineNotice>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};
