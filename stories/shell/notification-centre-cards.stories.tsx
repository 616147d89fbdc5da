import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildProjectInvitation } from '@mocks/fixtures/project.fixtures';
import { buildReceivedTeamInvitation } from '@mocks/fixtures/team.fixtures';
import { notificationHandlers } from '@mocks/handlers/notifications.handlers';
import { projectHandlers } from '@mocks/handlers/projects.handlers';
import { teamHandlers } from '@mocks/handlers/teams.handlers';
import { shownToast } from '../kit';
import { entryAnimationsFinished, feed, notificationCentreMeta, openPanel } from './notification-centre-kit';
import { phone, ShellScreen } from './shell-story-kit';

/** What a card in the notification centre offers: answering an invitation, reporting a notification. */
const meta = {
  ...notificationCentreMeta,
  title: 'Screens/Shell/Notification Centre Cards',
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta<typeof ShellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An invitation waits for an answer: the bell counts it, though no notification announced it (sent before sign-up). */
export const ProjectInvitation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(projectHandlers.pendingInvitations([buildProjectInvitation()]), projectHandlers.accept());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('notification-count')).toHaveTextContent('1');
    const panel = await openPanel(canvas, 'Notifications, 1 unread', 'Notifications');
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
    const panel = await openPanel(canvas, 'الإشعارات، 1 غير مقروءة', 'الإشعارات');
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

/**
 * A team invitation sent before the user signed up has no notification: the bell still counts it, and the panel
 * offers it as a card to accept or decline.
 */
export const TeamInvitationWithoutNotice: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox([auroraInvitation()]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('notification-count')).toHaveTextContent('1');
    const panel = await openPanel(canvas, 'Notifications, 1 unread', 'Notifications');
    const card = within(await panel.findByTestId('team-invitation-card'));
    await expect(card.getByText('lena_draws invited you to join the team Aurora Collective')).toBeVisible();
    await expect(card.getByText('Role: Member')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();
  },
};

/** Accepting it in the panel joins the team, and the bell has nothing left to count. */
export const TeamInvitationWithoutNoticeAccepted: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox([auroraInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 1 unread', 'Notifications');
    const card = within(await panel.findByTestId('team-invitation-card'));
    await userEvent.click(card.getByRole('button', { name: 'Accept' }));
    await expect(await shownToast('You joined Aurora Collective.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByTestId('notification-count')).toBeNull());
    await expect(panel.queryByTestId('team-invitation-card')).toBeNull();
  },
};

export const TeamInvitationWithoutNoticeArabicPhone: Story = {
  globals: { ...phone, locale: 'ar' },
  beforeEach: ({ msw }) => {
    msw.use(...teamHandlers.invitationInbox([auroraInvitation()]));
  },
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'الإشعارات، 1 غير مقروءة', 'الإشعارات');
    const card = within(await panel.findByTestId('team-invitation-card'));
    await expect(card.getByText('دعاك lena_draws للانضمام إلى الفريق Aurora Collective')).toBeVisible();
    await expect(card.getByRole('button', { name: 'قبول' })).toBeEnabled();
  },
};

/** Follows the team invitation's link, by pointer or keyboard: the panel closes and the page is /teams (spec part 1 §1). */
async function followTeamInvitationLink(canvas: ReturnType<typeof within>, by: 'pointer' | 'keyboard') {
  const panel = await openPanel(canvas, 'Notifications, 3 unread');
  await expect(canvas.getByTestId('current-path')).toHaveTextContent('/workshop');
  const link = await panel.findByRole('link', { name: 'lena_draws invited you to join the team Aurora Collective.' });
  await expect(link).toHaveAttribute('href', '/teams');
  if (by === 'pointer') {
    await userEvent.click(link);
  } else {
    link.focus();
    await userEvent.keyboard('{Enter}');
  }
  await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  await waitFor(() => expect(canvas.getByTestId('current-path')).toHaveTextContent('/teams'));
  await expect(canvas.getByRole('heading', { name: 'Teams' })).toBeVisible();
}

export const TeamInvitationLinkOpensTeams: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...feed());
  },
  play: ({ canvas }) => followTeamInvitationLink(canvas, 'pointer'),
};

export const TeamInvitationLinkOpensTeamsByKeyboard: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(...feed());
  },
  play: ({ canvas }) => followTeamInvitationLink(canvas, 'keyboard'),
};

/** Opens the panel on the feed and presses Report on the first card: answers the confirmation it opens. */
async function askToReportFirst(canvas: ReturnType<typeof within>) {
  const panel = await openPanel(canvas, 'Notifications, 3 unread');
  const [first] = await panel.findAllByRole('button', { name: 'Report' });
  await userEvent.click(first!);
  return within(await within(document.body).findByRole('alertdialog', { name: 'Report Notification?' }));
}

export const ReportConfirm: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...feed(), notificationHandlers.report());
  },
  play: async ({ canvas }) => {
    const confirm = await askToReportFirst(canvas);
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
    const confirm = await askToReportFirst(canvas);
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
    const confirm = await askToReportFirst(canvas);
    await userEvent.click(confirm.getByRole('button', { name: 'Report' }));
    await expect(await shownToast('Failed to report notification.')).toBeVisible();
    // The confirmation stays open, so the user can try again or cancel.
    await expect(confirm.getByRole('button', { name: 'Report' })).toBeVisible();
  },
};
