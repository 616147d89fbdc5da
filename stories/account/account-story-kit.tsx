import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { freezeTime } from '@mocks/clock';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { buildPermissions } from '@mocks/fixtures/user.fixtures';
import { ToastRegion, toastQueue } from '@/design-system';
import { prepareStory } from '../kit';
export { desktopFullPage, phoneFullPage, shownToast } from '../kit';
import { AccountPage } from '@/features/account';
import { startSession } from '@/domain/session';

type Canvas = ReturnType<typeof within>;

export const body = within(document.body);
export const phone = { viewport: { value: 'phone', isRotated: false } };
export const arabic = { locale: 'ar' };

/**
 * Every account screen story: the page as the shell shows it (inside the frame's padding, with the toast region),
 * a started session, a frozen clock, and the three calls the page makes on arrival answered. Sections call
 * nothing until opened, so each story adds the calls of the section it opens.
 */
export const accountScreenMeta = {
  component: AccountPage,
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <>
        <main style={{ padding: '24px 16px' }}>
          <Story />
        </main>
        <ToastRegion />
      </>
    ),
  ],
  beforeEach: ({ msw }) => {
    startSession('story-session-token', false);
    toastQueue.clear();
    msw.use(
      userHandlers.me({ user_tier: 'Plus', points_balance: 1250 }),
      userHandlers.balance(1250),
      userHandlers.allowance({ permissions: buildPermissions({ apiKeys: { canCreate: true } }) }),
    );
    const restoreClock = freezeTime();
    const finishStory = prepareStory();
    return () => {
      restoreClock();
      finishStory();
    };
  },
} satisfies Meta<typeof AccountPage>;

/** Opens a collapsible section by its heading button, as a user would, and waits for its panel. */
export async function openSection(canvas: Canvas, name: string | RegExp) {
  const trigger = await canvas.findByRole('button', { name });
  await userEvent.click(trigger);
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  // The screenshot shows the section, not the hover left by the click.
  await userEvent.unhover(trigger);
  return trigger;
}

export async function typeInto(canvas: Canvas, label: string | RegExp, text: string) {
  await userEvent.type(await canvas.findByLabelText(label, { selector: 'input' }), text);
}
