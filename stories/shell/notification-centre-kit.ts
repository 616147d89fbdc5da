import type { Meta } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { buildNotificationFeed } from '@mocks/fixtures/notification.fixtures';
import { notificationHandlers } from '@mocks/handlers/notifications.handlers';
import { shellHandlers } from '@mocks/handlers/shell.handlers';
import { toastQueue } from '@/design-system';
import { startSession } from '@/domain/session';
import { prepareStory } from '../kit';
import { ShellScreen } from './shell-story-kit';

/**
 * What the notification centre's story files share: the signed-in shell with no toasts left over. Each file
 * still names its own title, layout and tags, which Storybook reads from the file's text.
 */
export const notificationCentreMeta = {
  component: ShellScreen,
  args: { onLogout: fn() },
  // Entry animations rest in one frame under the test browser, so the sheet and its cards count as visible at once.
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    toastQueue.clear();
    msw.use(...shellHandlers.signedIn());
    return prepareStory();
  },
} satisfies Partial<Meta<typeof ShellScreen>>;

/** Opens the panel with the bell (named with its unread count) and returns the panel, named by its title. */
export async function openPanel(
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
export async function entryAnimationsFinished() {
  const entering = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(entering.map((animation) => animation.finished.catch(() => undefined)));
}

/** Five notifications, three unread: a finished and a failed generation, a team invitation, news. */
export const feed = () => notificationHandlers.feed(buildNotificationFeed());
