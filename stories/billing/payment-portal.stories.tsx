import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { selectedPlanStore } from '@/domain/billing';
import { toastQueue } from '@/design-system';
import type { PaymentPortalPage } from '@/features/billing';
import { arabic, billingScreenParameters, body, phoneFullPage } from './billing-story-kit';
import { chooseMethod, paymentPortalMeta } from './payment-portal-story-kit';

/** /payment-portal (spec part 1 §2): the ways to pay for the plan chosen, online or by a manual method. */
const meta = {
  ...paymentPortalMeta,
  title: 'Screens/Billing/Payment Portal',
  parameters: billingScreenParameters,
  tags: ['!autodocs'],
} satisfies Meta<typeof PaymentPortalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoPlanSelected: Story = {
  beforeEach: () => {
    selectedPlanStore.selection = null;
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'No Plan Selected' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Billing' }));
    await expect(args.onBackToBilling).toHaveBeenCalledOnce();
  },
};

/** No manual methods configured: only the automated option. */
export const AutomatedOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.noManualMethods());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
    await expect(canvas.getByTestId('portal-plan-name')).toHaveTextContent('Pro');
    await expect(canvas.getByText('$29.99')).toBeVisible();
    // The button's words come with the billing settings, which may answer after the plan is shown.
    await expect(await canvas.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Manual payment' })).toBeNull());
  },
};

/** Stripe takes online payments: the button says so instead of PayPal. */
export const CardProvider: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.noManualMethods(), billingHandlers.settings({ checkout_provider: 'stripe' }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  },
};

/** The server takes no online payments: only the manual option is offered. */
export const ManualOnly: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.settings({ checkout_provider: null }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Manual payment' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Pay online' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};

/** Neither online nor manual payment is configured: the page says so rather than offering nothing. */
export const NoWayToPay: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.settings({ checkout_provider: null }), billingHandlers.noManualMethods());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Online payment is not available right now. Please try again later.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay / })).toBeNull();
  },
};

/** A failed load of the manual methods is only logged (spec part 1 §8): the automated option stays. */
export const ManualMethodsFailed: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.manualMethodsFailed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithManualMethods: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Manual payment' })).toBeVisible();
    await chooseMethod(canvas, 'Bank transfer');
    await expect(canvas.getByText(/Transfer the amount to IBAN/)).toBeVisible();
    // The IBAN is its own left-to-right run inside the instructions.
    await expect(canvas.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Transaction Reference' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Proof of Payment' })).toHaveTextContent('PNG, JPG, GIF up to 10MB');
  },
};

/** The back link clears the selection and returns to /billing. */
export const BackClearsSelection: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to Billing' }));
    await expect(args.onBackToBilling).toHaveBeenCalledOnce();
    await expect(selectedPlanStore.selection).toBeNull();
  },
};

/** Pay with PayPal says 'Processing...' while the checkout is made. */
export const Processing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.checkoutPending());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with PayPal' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

/** A failed checkout says so (spec part 1 §8) and the button is enabled again (§4). */
export const CheckoutFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.checkoutFailed());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with PayPal' }));
    const message = await body.findByText('Failed to create a checkout session. Please try again.');
    await waitFor(() => expect(message).toBeVisible());
    // The toast's timer is held so the picture finds it however slow the machine.
    toastQueue.pauseAll();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled());
  },
};

/** An answer with no address to follow: 'Could not retrieve the checkout URL.' */
export const CheckoutWithoutUrl: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.checkoutWithoutUrl());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay with PayPal' }));
    const message = await body.findByText('Could not retrieve the checkout URL.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Arabic: the fixed texts, and the methods, instructions and description in the Arabic staff configured. */
export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'أكمل عملية الشراء' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'الدفع عبر PayPal' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(await canvas.findByText('ادفع بتحويل بنكي أو عبر محفظة الجوال، ثم أخبرنا كيف دفعت.')).toBeVisible();
    await chooseMethod(canvas, 'تحويل بنكي', /طريقة الدفع/);
    await expect(canvas.getByText(/حوّل المبلغ إلى الآيبان/)).toBeVisible();
    await expect(canvas.queryByText(/Transfer the amount/)).toBeNull();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Submit Request' })).toBeVisible();
  },
};
