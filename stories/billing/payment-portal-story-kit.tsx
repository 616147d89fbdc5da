import type { Meta } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { selectPlan } from '@/domain/billing';
import { PaymentPortalPage } from '@/features/billing';
import { inBillingFrame, billingScreenSetup, body, desktopFullPage } from './billing-story-kit';

/**
 * What the payment portal's story files share: /payment-portal with Pro monthly chosen and two manual methods,
 * unless a story says else. Each file still names its own title, layout and tags, which Storybook reads from the
 * file's text.
 */
export const paymentPortalMeta = {
  component: PaymentPortalPage,
  args: { onBackToBilling: fn(), onPlanChanged: fn() },
  globals: desktopFullPage,
  decorators: [inBillingFrame],
  beforeEach: (context) => {
    const finish = billingScreenSetup(context);
    selectPlan({ planId: 'pro', priceId: 'pro-monthly' });
    return finish;
  },
} satisfies Partial<Meta<typeof PaymentPortalPage>>;

/** Chooses a manual payment method from the select labelled `label`, and waits for its list to leave. */
export async function chooseMethod(canvas: ReturnType<typeof within>, name: string, label: RegExp = /Payment method/) {
  await userEvent.click(await canvas.findByRole('button', { name: label }));
  const listbox = await body.findByRole('listbox');
  // The list takes focus once it is ready for input; a click before that can be lost on a slow machine.
  await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
  await userEvent.click(within(listbox).getByRole('option', { name }));
  // The list fades out after the choice: pictures are of the form, not of a list on its way out.
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}
