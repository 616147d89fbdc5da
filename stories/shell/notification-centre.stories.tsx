import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildManyNotifications, buildNotificationFeed } from '../../mocks/fixtures/notification.fixtures';
import { buildProjectInvitation } from '../../mocks/fixtures/project.fixtures';
import { notificationHandlers } from '../../mocks/handlers/notifications.handlers';
import { projectHandlers } from '../../mocks/handlers/projects.handlers';
import { shellHandlers } from '../../mocks/handlers/shell.handlers';
import { teamHandlers } from '../../mocks/handlers/teams.handlers';
import { buildReceivedTeamInvitation } from '../../mocks/fixtures/team.fixtures';
import { toastQueue } from '../../src/design-system';
import { startSession } from '../../src/domain/session';
import { prepareStory, shownToast } from '../kit';
import { phone, ShellScreen } from './shell-story-kit';

const meta = {
  title: 'Screens/Shell/Notification Centre',
  component: ShellScreen,
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  // Entry animations rest in one frame under the test browser, so the sheet and its cards count as visible at once.
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    toastQueue.clear();
    msw.use(...shellHandlers.signedIn());
    return prepareStory();
  },
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the panel with the bell (named with its unread count) and returns the panel, named by its title. */
async function openPanel(
  canvas: ReturnType<typeof within>,
  bell: string,
  title = bell.startsWith('Notifications') ? 'Notifications' : 'الإشعارات',
) {
  await canvas.findByTestId('points-balance');
  await userEvent.click(await canvas.findByRole('button', { name: bell }));
  const panel = await within(document.body).findByRole('dialog', { name: title });
  await entryAnimationsFinished();
  return within(panel);
}

/**
 * The sheet and toasts fade in (for a frame even with motion reduced); a visibility check made while they are
 * still at opacity 0 would fail, so checks wait for the running entry animations (not the endless spinners).
 */
async function entryAnimationsFinished() {
  const entering = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(entering.map((animation) => animation.finished.catch(() => undefined)));
}

/** Five notifications, three unread: a finished and a failed generation, a team invitation, news. */
const feed = () => notificationHandlers.feed(buildNotificationFeed());

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
    await expect(panel.getByText('Your Image to Video generation failed. Its 12 points were refunded.')).toBeVisible();
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

export const ProjectInvitation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.pendingInvitations([buildProjectInvitation()]), projectHandlers.accept());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    const card = within(await panel.findByTestId('project-invitation-card'));
    await expect(card.getByText('lena_draws invited you to the project Moodboard')).toBeVisible();
    await expect(card.getByText(/Permission: Editor/)).toBeVisible();
    await expect(card.getByText(/Sent on 2 Mar 2026|Sent on Mar 2, 2026/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

/** How many lines an element's text takes: the distinct tops of its text's boxes (one per run on a line). */
function linesOf(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** At a phone's width in Arabic the permission and the date each keep a line of their own, neither wrapping. */
export const ProjectInvitationArabicPhone: Story = {
  globals: { ...phone, locale: 'ar' },
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.pendingInvitations([buildProjectInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'الإشعارات', 'الإشعارات');
    const card = within(await panel.findByTestId('project-invitation-card'));
    const permission = card.getByText(/^الصلاحية/);
    const sentOn = card.getByText(/^أُرسلت في/);
    await expect(linesOf(permission)).toBe(1);
    await expect(linesOf(sentOn)).toBe(1);
    await expect(sentOn.getBoundingClientRect().top).toBeGreaterThan(permission.getBoundingClientRect().top);
  },
};

/** The pending invitation the feed's team-invitation notification stands for: same team, same inviter. */
const auroraInvitation = () => buildReceivedTeamInvitation({ team_name: 'Aurora Collective', inviter_name: 'lena_draws' });
const teamInvitationCard = async (panel: ReturnType<typeof within>) =>
  within((await panel.findByText('lena_draws invited you to join the team Aurora Collective.')).closest('li')!);

/** A team invitation that matches a pending one offers Accept and Decline on its card (spec part 1 §2). */
export const TeamInvitation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...feed(), ...teamHandlers.invitationInbox([auroraInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const card = await teamInvitationCard(panel);
    await expect(await card.findByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeEnabled();
  },
};

/** Accepting joins the team: a toast says so, and the card's buttons go with the pending invitation. */
export const TeamInvitationAccepted: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...feed(), ...teamHandlers.invitationInbox([auroraInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const card = await teamInvitationCard(panel);
    await userEvent.click(await card.findByRole('button', { name: 'Accept' }));
    await expect(await shownToast('You joined Aurora Collective.')).toBeVisible();
    await waitFor(() => expect(card.queryByRole('button', { name: 'Accept' })).toBeNull());
  },
};

export const ReportConfirm: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...feed(), notificationHandlers.report());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const [first] = await panel.findAllByRole('button', { name: 'Report' });
    await userEvent.click(first!);
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Report Notification?' }));
    await entryAnimationsFinished();
    await expect(confirm.getByRole('button', { name: 'Report' })).toBeVisible();
  },
};

export const Reported: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...feed(), notificationHandlers.report());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const [first] = await panel.findAllByRole('button', { name: 'Report' });
    await userEvent.click(first!);
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Report Notification?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Report' }));
    await expect(await shownToast('Notification reported to support. Thank you.')).toBeVisible();
  },
};

export const ReportFailed: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...feed(), notificationHandlers.reportFailed());
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const [first] = await panel.findAllByRole('button', { name: 'Report' });
    await userEvent.click(first!);
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Report Notification?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Report' }));
    await expect(await shownToast('Failed to report notification.')).toBeVisible();
    // The confirmation stays open, so the user can try again or cancel.
    await expect(confirm.getByRole('button', { name: 'Report' })).toBeVisible();
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

export const UnreadArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => {
    msw.use(...feed(), projectHandlers.pendingInvitations([buildProjectInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'الإشعارات، 3 غير مقروءة');
    await expect(await panel.findByText('عملية التوليد Text to Image جاهزة.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
  },
};

export const UnreadPhone: Story = {
  globals: phone,
  beforeEach: ({ msw }) => {
    msw.use(...feed(), projectHandlers.pendingInvitations([buildProjectInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    await expect(await panel.findByTestId('project-invitation-card')).toBeVisible();
    await expect(panel.getByText('Your Text to Image generation is ready.')).toBeVisible();
  },
};
