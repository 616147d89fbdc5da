import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notificationHandlers } from '@mocks/handlers/notifications.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { NotificationCentre } from './notification-centre';

const meta = {
  title: 'Features/Shell/Notification Centre',
  component: NotificationCentre,
  args: { onNavigate: fn() },
  // The panel is a modal in a portal: screenshot the page.
  parameters: { layout: 'fullscreen' },
  beforeEach: async ({ msw }) => {
    msw.use(notificationHandlers.list(), projectHandlers.pendingInvitations(), teamHandlers.pendingInvitations());
    // The panel's code loads with the bell's first press; have it ready so the checks wait for the panel, not the dev server.
    await import('./notification-sheet');
  },
} satisfies Meta<typeof NotificationCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getByText('No new notifications.')).toBeVisible());
  },
};

export const ClosesOnEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back to the bell once the panel has left the DOM, a frame after it disappears.
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الإشعارات' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'الإشعارات' });
    await waitFor(() => expect(within(panel).getByText('لا توجد إشعارات جديدة.')).toBeVisible());
    // The panel slides from the inline end: the left edge in Arabic.
    await expect(Math.round(panel.getBoundingClientRect().left)).toBe(0);
  },
};
