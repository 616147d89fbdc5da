import type { StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { userHandlers } from '../../mocks/handlers/user.handlers';
import { billingHandlers } from '../../mocks/handlers/billing.handlers';
import { ToastRegion, toastQueue } from '../../src/design-system';
import { startSession } from '../../src/domain/session';
import { prepareStory } from '../kit';

export const body = within(document.body);
export const phone = { viewport: { value: 'phone', isRotated: false } };
export const arabic = { locale: 'ar' };

/**
 * Screenshots paint only what fits the viewport; the plans run longer than 900 px. These keep the widths of desktop
 * and phone but are tall enough for the whole page, as a user would see it by scrolling.
 */
const fullPageViewports = {
  desktopFullPage: { name: 'Desktop, whole page', styles: { width: '1200px', height: '1700px' }, type: 'desktop' },
} as const;
export const desktopFullPage = { viewport: { value: 'desktopFullPage' } };
/** Listed with the project's viewports (.storybook/viewports.ts), where the story test runner finds it. */
export const phoneFullPage = { viewport: { value: 'phoneFullPage', isRotated: false } };

/** Every billing screen: inside the shell's main area, with the toast region, a Free user signed in. */
export const billingScreenParameters = { layout: 'fullscreen', viewport: { options: fullPageViewports } };

export function BillingFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <main style={{ padding: '0 8px' }}>{children}</main>
      <ToastRegion />
    </>
  );
}

export function billingScreenSetup({ msw }: Pick<StoryContext, 'msw'>) {
  startSession('story-session-token', false);
  toastQueue.clear();
  msw.use(userHandlers.me({ user_tier: 'Free' }), billingHandlers.plans(), billingHandlers.settings(), billingHandlers.manualMethods());
  return prepareStory();
}
