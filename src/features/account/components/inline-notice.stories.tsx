import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { prepareStory } from '@stories/kit';
import { InlineNotice } from './inline-notice';

const meta = {
  title: 'Features/Account/Section Messages',
  component: InlineNotice,
  beforeEach: prepareStory,
  args: { tone: 'info', children: null },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

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
