import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { startSession } from '@/domain/session';
import { PointsDisplay } from './points-display';

const meta = {
  title: 'Features/Shell/Points Display',
  component: PointsDisplay,
  beforeEach: () => startSession('story-session-token', false),
} satisfies Meta<typeof PointsDisplay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.balance(250));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('250 points');
  },
};

export const Pending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(shellHandlers.balancePending());
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading points' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(shellHandlers.balanceFailed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Points unavailable')).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => {
    msw.use(userHandlers.balance(1250));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('points-balance')).toHaveTextContent('1,250 نقطة');
  },
};
