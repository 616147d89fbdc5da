import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { billingMessageTexts } from '@contract';
import { billingHandlers } from '@mocks/handlers/billing.handlers';
import type { PaymentPortalPage } from '@/features/billing';
import { arabic, billingScreenParameters } from './billing-story-kit';
import { chooseMethod, paymentPortalMeta } from './payment-portal-story-kit';

/** The payment portal's manual payment request: its checks, the proof of payment, sending it and the answer. */
const meta = {
  ...paymentPortalMeta,
  title: 'Screens/Billing/Payment Portal Manual',
  parameters: billingScreenParameters,
  tags: ['!autodocs'],
} satisfies Meta<typeof PaymentPortalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

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
