import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { billingMessageTexts } from '@contract';
import { buildSubscription } from '@mocks/fixtures/billing.fixtures';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import { selectedPlanStore, selectPlan } from '@/domain/billing';
import { toastQueue } from '@/design-system';
import { PaymentPortalPage } from '@/features/billing';
import {
  arabic,
  BillingFrame,
  billingScreenParameters,
  billingScreenSetup,
  body,
  desktopFullPage,
  phoneFullPage,
} from './billing-story-kit';

/** /payment-portal (spec part 1 §2) with Pro monthly chosen and two manual methods, unless a story says else. */
const meta = {
  title: 'Screens/Billing/Payment Portal',
  component: PaymentPortalPage,
  args: { onBackToBilling: fn(), onPlanChanged: fn() },
  parameters: billingScreenParameters,
  globals: desktopFullPage,
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <BillingFrame>
        <Story />
      </BillingFrame>
    ),
  ],
  beforeEach: (context) => {
    const finish = billingScreenSetup(context);
    selectPlan({ planId: 'pro', priceId: 'pro-monthly' });
    return finish;
  },
} satisfies Meta<typeof PaymentPortalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseMethod(canvas: ReturnType<typeof within>, name: string, label: RegExp = /Payment method/) {
  await userEvent.click(await canvas.findByRole('button', { name: label }));
  const listbox = await body.findByRole('listbox');
  // The list takes focus once it is ready for input; a click before that can be lost on a slow machine.
  await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
  await userEvent.click(within(listbox).getByRole('option', { name }));
  // The list fades out after the choice: pictures are of the form, not of a list on its way out.
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/** A file of the given size, or with no size a small real PNG (a receipt-like picture drawn on a canvas). */
async function proofFile(name: string, type: string, size?: number): Promise<File> {
  if (size !== undefined) return new File([new Uint8Array(size)], name, { type });
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#f4f1ea';
    context.fillRect(0, 0, 120, 160);
    context.fillStyle = '#555';
    for (let line = 0; line < 8; line += 1) context.fillRect(14, 20 + line * 16, 60 + ((line * 23) % 40), 6);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new TypeError('The canvas made no PNG');
  return new File([blob], name, { type });
}

async function chooseProof(canvas: ReturnType<typeof within>, file: File) {
  const input = canvas.getByRole('group', { name: 'Proof of Payment' }).querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new TypeError('No file input in the proof upload');
  await userEvent.upload(input, file, { applyAccept: false });
}

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

/** Submit Request without a method: 'This field is required.' */
export const MethodMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText('This field is required.')).toBeVisible();
  },
};

export const ProofWrongType: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Manual payment' });
    await chooseProof(canvas, await proofFile('receipt.pdf', 'application/pdf', 2048));
    await expect(await canvas.findByText('The proof must be a PNG, JPG or GIF image.')).toBeVisible();
  },
};

export const ProofTooLarge: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Manual payment' });
    await chooseProof(canvas, await proofFile('receipt.png', 'image/png', 10 * 1024 * 1024 + 1));
    await expect(await canvas.findByText('The proof must be 10MB or smaller.')).toBeVisible();
  },
};

/** A chosen proof shows as a preview, and the request is being sent. */
export const ProofUploading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.submitManualPending());
  },
  play: async ({ canvas }) => {
    await chooseMethod(canvas, 'Bank transfer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Transaction Reference' }), 'TRX-0042');
    await chooseProof(canvas, await proofFile('receipt.png', 'image/png'));
    await expect(await canvas.findByText('receipt.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Submit Request/ })).toHaveAttribute('data-pending', 'true'));
  },
};

/** The server's message once the request is in (spec part 1 §4). */
export const Submitted: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.submitManual());
  },
  play: async ({ canvas }) => {
    await chooseMethod(canvas, 'Mobile wallet');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByText(billingMessageTexts.manual_payment_received)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit Request' })).toBeNull();
  },
};

/** A refused request shows the server's message above the form. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.submitManualFailed());
  },
  play: async ({ canvas }) => {
    await chooseMethod(canvas, 'Bank transfer');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
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

/** A wallet's number inside Arabic instructions reads left to right, as written, with no isolates configured. */
export const ArabicPhoneNumber: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await chooseMethod(canvas, 'محفظة الجوال', /طريقة الدفع/);
    const number = await canvas.findByText('0100 555 0199');
    await expect(number.tagName).toBe('BDI');
    await expect(number).toHaveAttribute('dir', 'ltr');
    await expect(number.parentElement).toHaveTextContent('أرسل المبلغ إلى المحفظة 0100 555 0199.');
  },
};

/** The server's message on a submitted request, said in Arabic from its code. */
export const ArabicSubmitted: Story = {
  globals: arabic,
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.submitManual());
  },
  play: async ({ canvas }) => {
    await chooseMethod(canvas, 'محفظة الجوال', /طريقة الدفع/);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الطلب' }));
    await expect(await canvas.findByText('وصلنا طلب الدفع الخاص بك. سنتحقق من الدفعة ونفعّل عملية الشراء خلال 24 ساعة.')).toBeVisible();
    await expect(canvas.queryByText(billingMessageTexts.manual_payment_received)).toBeNull();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Submit Request' })).toBeVisible();
  },
};

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
