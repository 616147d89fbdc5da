import {
  approveManualPayment,
  billingMessage,
  changeSubscriptionPlan,
  createCheckoutSession,
  getBillingSettings,
  listManualPaymentMethods,
  listManualPaymentReviews,
  listPlans,
  listSubscriptions,
  rejectManualPayment,
  submitManualPayment,
  type CallAnswer,
  type ManualPaymentMethod,
  type ManualPaymentRequest,
  type Plan,
  type Subscription,
} from '@contract';
import { jsonBody, mockCall, mockError, mockPending } from '../contract-handler';
import { buildManualMethod, buildManualRequest, buildPlanCatalog, buildSubscription } from '../fixtures/billing.fixtures';

const serverError = { message: '', code: 'internal_error' };

export const billingHandlers = {
  plans: (plans: Plan[] = buildPlanCatalog()) => mockCall(listPlans, plans),
  plansPending: () => mockPending(listPlans),
  plansFailed: () => mockError(listPlans, 500, serverError),

  /** The server's billing configuration: PayPal takes online payments unless told otherwise. */
  settings: (overrides: Partial<CallAnswer<typeof getBillingSettings>> = {}) =>
    mockCall(getBillingSettings, { checkout_provider: 'paypal', sales_email: 'sales@studio.example', ...overrides }),

  /** A checkout that answers an address; stories never follow it (the button stays busy as the page would leave). */
  checkout: (checkoutUrl = 'https://checkout.example/session/cs_test_1') => mockCall(createCheckoutSession, { checkout_url: checkoutUrl }),
  checkoutPending: () => mockPending(createCheckoutSession),
  checkoutFailed: () => mockError(createCheckoutSession, 500, serverError),
  /** An answer without an address the browser may follow. */
  checkoutWithoutUrl: () => mockCall(createCheckoutSession, { checkout_url: '' }),

  /**
   * The account's live subscriptions: the user's own, and a team's for `?team_id=` (the same list, each given
   * that team). None unless told.
   */
  subscriptions: (own: Subscription[] = [], team: Subscription[] = []) =>
    mockCall(listSubscriptions, ({ request }) => {
      const teamId = new URL(request.url).searchParams.get('team_id');
      return { subscriptions: teamId ? team.map((subscription) => ({ ...subscription, team_id: teamId })) : own };
    }),
  /** A change the provider made at once: the subscription on the asked price. */
  changePlan: () =>
    mockCall(changeSubscriptionPlan, async ({ params, request }) => {
      const { price_id } = await jsonBody<{ price_id: string }>(request);
      const plan = buildPlanCatalog().find((candidate) => candidate.prices.some((price) => price.id === price_id));
      return {
        status: 'changed' as const,
        subscription: buildSubscription({ id: String(params.id), plan_id: plan?.id ?? 'pro', price_id }),
      };
    }),
  changePlanPending: () => mockPending(changeSubscriptionPlan),

  /** Two methods and the description, each with its Arabic as staff would configure it. */
  manualMethods: (
    methods: ManualPaymentMethod[] = [
      buildManualMethod(),
      buildManualMethod({
        method_key: 'wallet',
        display_name: 'Mobile wallet',
        instructions: 'Send the amount to wallet 0100 555 0199.',
        translations: { ar: { display_name: 'محفظة الجوال', instructions: 'أرسل المبلغ إلى المحفظة 0100 555 0199.' } },
      }),
    ],
    description = 'Pay by bank transfer or mobile wallet, then tell us how you paid.',
  ) =>
    mockCall(listManualPaymentMethods, {
      methods,
      description,
      translations: { ar: { description: 'ادفع بتحويل بنكي أو عبر محفظة الجوال، ثم أخبرنا كيف دفعت.' } },
    }),
  noManualMethods: () => mockCall(listManualPaymentMethods, { methods: [], description: '' }),
  manualMethodsFailed: () => mockError(listManualPaymentMethods, 500, serverError),

  submitManual: () => {
    const received = billingMessage('manual_payment_received');
    return mockCall(submitManualPayment, { message: received.text, code: received.code, id: 'mpr_new' });
  },
  submitManualPending: () => mockPending(submitManualPayment),
  submitManualFailed: () => mockError(submitManualPayment, 500, serverError),
  submitManualRefused: () =>
    mockError(submitManualPayment, 400, { message: 'The proof must be a PNG, JPEG or GIF image.', code: 'invalid_file' }),

  reviews: (requests: ManualPaymentRequest[] = buildReviewQueue()) =>
    mockCall(listManualPaymentReviews, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'pending';
      return { requests: requests.filter((candidate) => candidate.status === status) };
    }),
  reviewsPending: () => mockPending(listManualPaymentReviews),
  reviewsFailed: () => mockError(listManualPaymentReviews, 500, serverError),
  reviewsForbidden: () => mockError(listManualPaymentReviews, 403, { message: 'Staff only.', code: 'forbidden' }),
  approve: () =>
    mockCall(approveManualPayment, ({ params }) => ({
      request: buildManualRequest({
        id: String(params.id),
        status: 'approved',
        decided_at: '2026-11-25T10:00:00.000Z',
        decided_by: 'staff',
      }),
    })),
  approveFailed: () =>
    mockError(approveManualPayment, 409, { message: 'This request has already been decided.', code: 'request_already_decided' }),
  reject: () =>
    mockCall(rejectManualPayment, async ({ params, request }) => {
      const { reason } = await jsonBody<{ reason: string }>(request);
      return {
        request: buildManualRequest({
          id: String(params.id),
          status: 'rejected',
          rejection_reason: reason,
          decided_at: '2026-11-25T10:00:00.000Z',
        }),
      };
    }),
  rejectPending: () => mockPending(rejectManualPayment),
};

/** Two pending requests (one with a proof image), one approved and one rejected. */
export function buildReviewQueue(proofUrl: string | null = null): ManualPaymentRequest[] {
  return [
    buildManualRequest({ proof_url: proofUrl }),
    buildManualRequest({
      id: 'mpr_02',
      username: 'team_owner',
      email: 'owner@example.com',
      team_id: 'team_1',
      plan_id: 'seats-5',
      plan_name: '5 Seats',
      plan_price_id: 'seats-5-once',
      price: 45,
      billing_interval: 'one-time',
      payment_method: 'wallet',
      payment_method_name: 'Mobile wallet',
      transaction_reference: null,
      created_at: '2026-11-24T15:05:00.000Z',
    }),
    buildManualRequest({ id: 'mpr_03', status: 'approved', decided_at: '2026-11-23T12:00:00.000Z', decided_by: 'staff' }),
    buildManualRequest({
      id: 'mpr_04',
      status: 'rejected',
      decided_at: '2026-11-22T12:00:00.000Z',
      decided_by: 'staff',
      rejection_reason: 'No transfer with this reference arrived.',
    }),
  ];
}
