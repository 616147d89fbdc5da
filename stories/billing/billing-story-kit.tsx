import type { Decorator, StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { userHandlers } from '@mocks/handlers/user.handlers';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { ToastRegion, toastQueue } from '@/design-system';
import { startSession } from '@/domain/session';
import { prepareStory } from '../kit';
export { desktopFullPage, phoneFullPage } from '../kit';

export const body = within(document.body);
export const arabic = { locale: 'ar' };

/** Every billing screen: inside the shell's main area, with the toast region, a Free user signed in. */
export const billingScreenParameters = { layout: 'fullscreen' };

function BillingFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <main style={{ padding: '0 8px' }}>{children}</main>
      <ToastRegion />
    </>
  );
}

/** The decorator every billing screen's stories use: the story inside BillingFrame. */
export const inBillingFrame: Decorator = (Story) => (
  <BillingFrame>
    <Story />
  </BillingFrame>
);

export function billingScreenSetup({ msw }: Pick<StoryContext, 'msw'>) {
  startSession('story-session-token', false);
  toastQueue.clear();
  msw.use(
    userHandlers.me({ user_tier: 'Free' }),
    billingHandlers.plans(),
    billingHandlers.settings(),
    billingHandlers.manualMethods(),
    billingHandlers.subscriptions(),
  );
  return prepareStory();
}
