import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { buildManyNotifications, buildNotification, buildNotificationFeed } from '@mocks/fixtures/notification.fixtures';
import { buildProjectInvitation } from '@mocks/fixtures/project.fixtures';
import { notificationHandlers } from '@mocks/handlers/notifications.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { expectOwnDirection, ignoringIsolates, shownToast } from '../kit';
import { feed, notificationCentreMeta, openPanel } from './notification-centre-kit';
import { phone, ShellScreen } from './shell-story-kit';

/** The notification centre's list: empty, unread, marking read, paging, loading and failing. */
const meta = {
  ...notificationCentreMeta,
  title: 'Screens/Shell/Notification Centre',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await waitFor(() => expect(panel.getByText('No new notifications.')).toBeVisible());
    await expect(panel.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
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

/** The bell counts three unread; the panel lists them with thumbnails, and Mark all as read clears the count. */
export const Unread: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...feed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('notification-count')).toHaveTextContent('3');
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    await expect(await panel.findByText('Your Text to Image generation is ready.')).toBeVisible();
    await expect(panel.getByText('lena_draws invited you to join the team Aurora Collective.')).toBeVisible();
    await expect(panel.getByText('Your Animate an Image generation failed. Its 12 points were refunded.')).toBeVisible();
    await expect(panel.getAllByTestId('notification-card')).toHaveLength(5);
    await expect(panel.getAllByRole('button', { name: 'Report' })).toHaveLength(5);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  },
};

export const MarkAllRead: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...feed());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    await userEvent.click(await panel.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    await expect(canvas.queryByTestId('notification-count')).toBeNull();
    await expect(panel.queryByText(/^Unread:/)).toBeNull();
  },
};

/** The server refuses: every notification is unread again and the user is told. */
export const MarkAllReadFailed: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(notificationHandlers.list(buildNotificationFeed()), notificationHandlers.markReadFailed());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    await userEvent.click(await panel.findByRole('button', { name: 'Mark all as read' }));
    await expect(await shownToast('Could not mark notifications as read.')).toBeVisible();
    await expect(await panel.findByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await expect(await canvas.findByTestId('notification-count')).toHaveTextContent('3');
  },
};

/** Forty notifications: scrolling to the end asks for the next twenty, which are still on their way. */
export const LoadingMore: Story = {
  beforeEach: ({ msw }) => {
    msw.use(notificationHandlers.listSlowNextPages(buildManyNotifications(40)));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    const cards = await panel.findAllByTestId('notification-card');
    expect(cards).toHaveLength(20);
    cards.at(-1)!.scrollIntoView({ block: 'end' });
    await expect(await panel.findByRole('status')).toHaveTextContent('Loading more notifications…');
  },
};

export const LoadedMore: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(notificationHandlers.list(buildManyNotifications(45)));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    for (const count of [20, 40, 45]) {
      // Each page is a call and a render; the loaded test machine can take longer than waitFor's default second.
      const cards = await waitFor(
        async () => {
          const found = await panel.findAllByTestId('notification-card');
          await expect(found).toHaveLength(count);
          return found;
        },
        { timeout: 5000 },
      );
      cards.at(-1)!.scrollIntoView({ block: 'end' });
    }
    await expect(panel.getByText('Your Template 45 generation is ready.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(notificationHandlers.listFailed());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await expect(await panel.findByText('Could not load notifications.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(notificationHandlers.listPending());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await waitFor(() => expect(panel.getByTestId('notifications-loading')).toHaveAttribute('aria-busy', 'true'));
  },
};

/**
 * A notice of a kind this browser has no words for yet: the server's English text, laid out left to right in the
 * Arabic panel, where the translated sentences around it stay right to left with their English names inside.
 */
const untranslatedNotice = buildNotification(
  'generation_complete',
  {},
  {
    id: 'n-untranslated',
    code: 'export_ready',
    message: 'Your export of “Summer Campaign” is ready.',
    status: 'read',
    created_at: '2026-02-20T08:00:00.000Z',
  },
);

/** Three unread notifications and a project invitation no notification announces: the bell counts four. */
export const UnreadArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => {
    msw.use(
      ...notificationHandlers.feed([...buildNotificationFeed(), untranslatedNotice]),
      projectHandlers.pendingInvitations([buildProjectInvitation()]),
    );
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'الإشعارات، 4 غير مقروءة');
    await expectOwnDirection(panel.getByText('Your export of “Summer Campaign” is ready.'), 'ltr');
    await expectOwnDirection(panel.getByText('دعاك lena_draws للانضمام إلى الفريق Aurora Collective.', ignoringIsolates), 'rtl');
    // The template is named as the catalog names it in Arabic, and the points in Arabic's form for 12.
    await expect(await panel.findByText('عملية التوليد نص إلى صورة جاهزة.', ignoringIsolates)).toBeVisible();
    await expect(panel.getByText('فشلت عملية التوليد تحريك صورة. تمت إعادة 12 نقطة.', ignoringIsolates)).toBeVisible();
    // A number beside a name stays in the sentence's order: the name is isolated.
    await expect(panel.getByText('أضاف omar.k 500 نقطة إلى الفريق Aurora Collective.', ignoringIsolates)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
  },
};

export const UnreadPhone: Story = {
  globals: phone,
  beforeEach: ({ msw }) => {
    msw.use(...feed(), projectHandlers.pendingInvitations([buildProjectInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 4 unread');
    await expect(await panel.findByTestId('project-invitation-card')).toBeVisible();
    await expect(panel.getByText('Your Text to Image generation is ready.')).toBeVisible();
  },
};
