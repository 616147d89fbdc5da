import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingHandlers, buildReviewQueue } from '@mocks/handlers/billing.handlers';
import { PaymentReviewPage } from '@/features/billing';
import { sampleImage } from '../kit';
import {
  arabic,
  inBillingFrame,
  billingScreenParameters,
  billingScreenSetup,
  body,
  desktopFullPage,
  phoneFullPage,
} from './billing-story-kit';

/** Staff review of manual payments: two pending requests, one with a proof image. */
const meta = {
  title: 'Screens/Billing/Payment Review',
  component: PaymentReviewPage,
  parameters: billingScreenParameters,
  globals: desktopFullPage,
  tags: ['!autodocs'],
  decorators: [inBillingFrame],
  beforeEach: (context) => {
    const finish = billingScreenSetup(context);
    context.msw.use(
      billingHandlers.reviews(buildReviewQueue(sampleImage(30, 240, 320))),
      billingHandlers.approve(),
      billingHandlers.reject(),
    );
    return finish;
  },
} satisfies Meta<typeof PaymentReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Review' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pending' })).toBeChecked();
    const first = await canvas.findByRole('article', { name: /Pro/ });
    await expect(within(first).getByText('lumen_artist (artist@example.com)')).toBeVisible();
    await expect(within(first).getByText('TRX-20261125-0042')).toBeVisible();
    await expect(within(first).getByRole('img', { name: 'Proof of payment from lumen_artist' })).toBeVisible();
    const second = canvas.getByRole('article', { name: /5 Seats/ });
    await expect(within(second).getByText('No proof attached')).toBeVisible();
    await expect(within(second).getByText('For a team')).toBeVisible();
  },
};

export const Approve: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('article', { name: /Pro/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    const message = await body.findByText('Approved: Pro for lumen_artist.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Reject asks for the reason the requester is told; it is required. */
export const RejectDialog: Story = {
  // It ends on a toast whose timer runs out; the checks cover the dialog and the message.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('article', { name: /Pro/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Reject' }));
    const dialog = await body.findByRole('dialog', { name: 'Reject this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    await expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No transfer arrived.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Reject this request?' })).toBeNull());
    const message = await body.findByText('Rejected: lumen_artist has been told.');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Rejected: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Rejected' }));
    await expect(await canvas.findByText('Reason: No transfer with this reference arrived.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.reviews([]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No requests here.')).toBeVisible();
  },
};

export const NotStaff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.reviewsForbidden());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only staff can review payment requests.');
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(billingHandlers.reviewsFailed());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load payment requests.');
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'مراجعة المدفوعات' })).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'موافقة' })).toHaveLength(2);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The methods' names in the Arabic staff configured.
    await expect(await canvas.findByText('محفظة الجوال')).toBeVisible();
    await expect(canvas.getByText('تحويل بنكي')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phoneFullPage,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: /Pro/ })).toBeVisible();
  },
};
