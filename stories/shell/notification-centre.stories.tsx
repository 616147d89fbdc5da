import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shellHandlers } from '../../mocks/handlers/shell.handlers';
import { startSession } from '../../src/domain/session';
import { phone, ShellScreen } from './shell-story-kit';

const meta = {
  title: 'Screens/Shell/Notification Centre',
  component: ShellScreen,
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    msw.use(...shellHandlers.signedIn());
  },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(canvas: ReturnType<typeof within>, name: string) {
  await canvas.findByTestId('points-balance');
  await userEvent.click(canvas.getByRole('button', { name }));
  return within(await within(document.body).findByRole('dialog', { name }));
}

/** Notifications arrive with teams; until then the panel is honest that there are none. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await waitFor(() => expect(panel.getByText('No new notifications.')).toBeVisible());
  },
};

export const EmptyPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await waitFor(() => expect(panel.getByText('No new notifications.')).toBeVisible());
  },
};

export const EmptyArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'الإشعارات');
    await waitFor(() => expect(panel.getByText('لا توجد إشعارات جديدة.')).toBeVisible());
  },
};
