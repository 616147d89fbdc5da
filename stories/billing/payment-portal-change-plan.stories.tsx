import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildSubscription } from '@mocks/fixtures/billing.fixtures';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { selectedPlanStore } from '@/domain/billing';
import type { PaymentPortalPage } from '@/features/billing';
import { arabic, billingScreenParameters, phoneFullPage } from './billing-story-kit';
import { paymentPortalMeta } from './payment-portal-story-kit';

/** The payment portal for a subscriber who chose another plan: the subscription changes instead of a second one. */
const meta = {
  ...paymentPortalMeta,
  title: 'Screens/Billing/Payment Portal Change Plan',
  parameters: billingScreenParameters,
  tags: ['!autodocs'],
} satisfies Meta<typeof PaymentPortalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Plus subscriber chose Pro: the plan changes (prorated by the provider) instead of a second subscription. */
export const ChangePlanOffer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      billingHandlers.settings({ checkout_provider: 'stripe' }),
      billingHandlers.subscriptions([buildSubscription({ plan_id: 'plus', price_id: 'plus-monthly' })]),
      billingHandlers.changePlan(),
    );
  },
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('region', { name: 'Change your plan' });
    await expect(change).toHaveTextContent('You have the Plus plan. It changes to Pro at once');
    // No second subscription is offered: neither the checkout nor a manual payment.
    await expect(canvas.queryByRole('button', { name: /Pay by Card/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Manual payment' })).toBeNull();
    await expect(within(change).getByRole('button', { name: 'Change to Pro' })).toBeEnabled();
  },
};

/** Changing the plan: the selection is done with, and the route goes back to /billing's success return. */
export const ChangePlan: Story = {
  // It ends where the route would leave the page.
  parameters: { screenshot: false },
  beforeEach: ChangePlanOffer.beforeEach,
  play: async ({ canvas, args }) => {
    const change = await canvas.findByRole('region', { name: 'Change your plan' });
    await userEvent.click(within(change).getByRole('button', { name: 'Change to Pro' }));
    await waitFor(() => expect(args.onPlanChanged).toHaveBeenCalledOnce());
    await expect(selectedPlanStore.selection).toBeNull();
  },
};

/** The button says 'Processing...' while the provider changes the plan. */
export const ChangingPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      billingHandlers.settings({ checkout_provider: 'stripe' }),
      billingHandlers.subscriptions([buildSubscription({ plan_id: 'plus', price_id: 'plus-monthly' })]),
      billingHandlers.changePlanPending(),
    );
  },
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('region', { name: 'Change your plan' });
    await userEvent.click(within(change).getByRole('button', { name: 'Change to Pro' }));
    await expect(await within(change).findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

/** PayPal bills a changed plan from the next payment, once the buyer approves it there. */
export const ChangePlanFromNextPayment: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.subscriptions([buildSubscription({ plan_id: 'plus', price_id: 'plus-monthly' })]));
  },
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('region', { name: 'Change your plan' });
    await expect(change).toHaveTextContent('PayPal asks you to approve the change, and Pro is billed from your next payment.');
  },
};

/** The plan chosen is the one the account pays for already: nothing to buy or change. */
export const AlreadyYourPlan: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.subscriptions([buildSubscription()]));
  },
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('region', { name: 'Change your plan' });
    await expect(change).toHaveTextContent('This is your current plan.');
    await expect(within(change).queryByRole('button')).toBeNull();
  },
};

export const ChangePlanArabic: Story = {
  globals: arabic,
  beforeEach: ChangePlanOffer.beforeEach,
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('region', { name: 'تغيير خطتك' });
    await expect(within(change).getByRole('button', { name: 'التغيير إلى برو' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const ChangePlanPhone: Story = {
  globals: phoneFullPage,
  beforeEach: ChangePlanOffer.beforeEach,
  play: async ({ canvas }) => {
    const change = await canvas.findByRole('region', { name: 'Change your plan' });
    await expect(within(change).getByRole('button', { name: 'Change to Pro' })).toBeVisible();
  },
};
