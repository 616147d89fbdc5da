import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { billingMessageTexts, type BillingMessageCode } from './messages';
import { translationsOf } from './translations';
import { tierSchema } from './user';
import { billingIntervals, manualPaymentLimits, manualPaymentStatuses, packageTypes, planTypes } from './values';

/*
 * Billing (spec part 1 §3 Plan or package, Manual payment method; §7 Billing). The spec shows no paths: they
 * are designed here under /billing. Points, tiers and seats are granted only by the server, from a provider's
 * signed webhook or a staff approval, never by a call a buyer makes.
 */

export const planPriceSchema = z.object({
  id: z.string(),
  /** In the currency's major unit (9.99 is nine dollars ninety-nine). */
  price: z.number().nonnegative(),
  /** ISO 4217, upper case. */
  currency: z.string().length(3),
  billing_interval: z.enum(billingIntervals),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** A plan (recurring) or a package (one-time); `package_name` is set on packages and equals `plan_name`. */
export const planSchema = z.object({
  id: z.string(),
  plan_name: z.string(),
  package_name: z.string().optional(),
  package_type: z.enum(packageTypes),
  plan_type: z.enum(planTypes),
  grants_tier: tierSchema.exclude(['Free']).nullable(),
  points_granted: z.number().int().nonnegative(),
  seats_granted: z.number().int().nonnegative(),
  is_most_popular: z.boolean(),
  is_deal: z.boolean(),
  /** Lines separated by line breaks, shown as bullet points. */
  description: z.string(),
  /** Empty when the plan is not sold online (Enterprise: Contact Sales). */
  prices: z.array(planPriceSchema),
  /** The name (a package's too) and the lines in the other interface languages. */
  translations: translationsOf({ plan_name: z.string(), description: z.string() }),
});
export type Plan = z.infer<typeof planSchema>;

export const listPlans = defineCall({
  name: 'listPlans',
  method: 'get',
  path: '/billing/plans',
  summary: 'Every plan and package on sale, with its prices',
  tags: ['billing'],
  auth: 'none',
  answer: z.array(planSchema),
  errors: [],
});

/** The payment providers a server may be configured with (PAYMENT_PROVIDER). */
export const checkoutProviders = ['sandbox', 'stripe', 'paypal'] as const;
export type CheckoutProvider = (typeof checkoutProviders)[number];

/**
 * What the browser needs of the server's billing configuration: which provider takes online payments (its
 * button's words; null offers no online payment) and where Contact Sales writes (null: nowhere configured).
 */
export const getBillingSettings = defineCall({
  name: 'getBillingSettings',
  method: 'get',
  path: '/billing/settings',
  summary: 'Which payment provider takes online payments, and the sales address',
  tags: ['billing'],
  auth: 'none',
  answer: z.object({ checkout_provider: z.enum(checkoutProviders).nullable(), sales_email: z.email().nullable() }),
  errors: [],
});

/**
 * A hosted checkout of the configured provider. `team_id` is given only for a plan that grants seats, bought
 * in a team workspace (spec part 1 §5); the buyer must be the team's owner or admin. Both URLs must be on the
 * product's own origin.
 */
export const createCheckoutSession = defineCall({
  name: 'createCheckoutSession',
  method: 'post',
  path: '/billing/checkout-session',
  summary: 'Start a hosted checkout for one price; the browser is sent to checkout_url',
  tags: ['billing'],
  auth: 'session',
  body: z.object({
    price_id: z.string().min(1).max(100),
    success_url: z.url(),
    cancel_url: z.url(),
    team_id: z.string().max(100).optional(),
  }),
  answer: z.object({ checkout_url: z.url() }),
  /**
   * 409 subscription_exists when the account (the team, for a team plan) already has a subscription that renews:
   * its `details` name it (`subscription_id`, `plan_id`, `price_id`, `can_change_plan`), to change its plan instead.
   * 409 checkout_open when another checkout of a subscription for the account is being opened or has just been
   * paid, or is open at a provider that cannot close it on request: one account never pays two subscriptions.
   * An earlier checkout the provider can close (left in another tab) is closed, and this one goes ahead.
   */
  errors: [E.unauthorized, E.notFound, E.permissionDenied, E.subscriptionExists, E.checkoutOpen, E.billingUnavailable],
});

export const subscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  price_id: z.string(),
  /** The team it was bought for; null for the user's own. */
  team_id: z.string().nullable(),
  status: z.enum(['active', 'past_due']),
  current_period_end: z.string(),
  /** Cancelled: it ends when the paid period does. */
  cancel_at_period_end: z.boolean(),
  /** A change of plan waiting for the next paid period (PayPal bills a new plan from then on): the price it moves to. */
  pending_price_id: z.string().nullable(),
  /** Whether its plan can be changed here (a renewing subscription of the configured provider). */
  can_change_plan: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The account's live subscriptions: the user's own, or the team's with `team_id` (any member may look). */
export const listSubscriptions = defineCall({
  name: 'listSubscriptions',
  method: 'get',
  path: '/billing/subscriptions',
  summary: "The live subscriptions of the user's own account, or of a team they belong to",
  tags: ['billing'],
  auth: 'session',
  query: z.object({ team_id: z.string().max(100).optional() }),
  answer: z.object({ subscriptions: z.array(subscriptionSchema) }),
  errors: [E.unauthorized, E.notFound],
});

/**
 * Moves a live subscription to another plan of its kind (a personal plan to a personal plan, a team plan to a team
 * plan), through its provider: Stripe and the sandbox change it at once, prorating the difference ('changed');
 * PayPal bills the new plan from the next payment, once the buyer approves it at `approve_url` ('scheduled').
 * A team's plan is changed by its owner or an admin.
 */
export const changeSubscriptionPlan = defineCall({
  name: 'changeSubscriptionPlan',
  method: 'post',
  path: '/billing/subscriptions/{id}/change-plan',
  summary: 'Change the plan of a subscription, prorated by its provider',
  tags: ['billing'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  body: z.object({ price_id: z.string().min(1).max(100), return_url: z.url() }),
  answer: z.discriminatedUnion('status', [
    z.object({ status: z.literal('changed'), subscription: subscriptionSchema }),
    z.object({ status: z.literal('scheduled'), subscription: subscriptionSchema, approve_url: z.url().nullable() }),
  ]),
  errors: [E.unauthorized, E.notFound, E.permissionDenied, E.planChangeUnavailable, E.billingUnavailable],
});

/** The payment provider's customer portal (spec part 1 §7: path not shown, designed here). */
export const createPortalSession = defineCall({
  name: 'createPortalSession',
  method: 'post',
  path: '/billing/portal-session',
  summary: "Open the payment provider's customer portal; the browser is sent to portal_url",
  tags: ['billing'],
  auth: 'session',
  body: z.object({ return_url: z.url() }),
  answer: z.object({ portal_url: z.url() }),
  /** 404 when the provider knows no customer of this user yet (nothing bought). */
  errors: [E.unauthorized, E.notFound, E.billingUnavailable],
});

export const manualPaymentMethodSchema = z.object({
  method_key: z.string(),
  display_name: z.string(),
  instructions: z.string(),
  translations: translationsOf({ display_name: z.string(), instructions: z.string() }),
});
export type ManualPaymentMethod = z.infer<typeof manualPaymentMethodSchema>;

export const manualPaymentMethodsSchema = z.object({
  methods: z.array(manualPaymentMethodSchema),
  description: z.string(),
  translations: translationsOf({ description: z.string() }),
});
export type ManualPaymentMethods = z.infer<typeof manualPaymentMethodsSchema>;

export const listManualPaymentMethods = defineCall({
  name: 'listManualPaymentMethods',
  method: 'get',
  path: '/billing/manual-payment-methods',
  summary:
    'The manual payment methods with their instructions, and an overall description, each with their translations (none configured: empty)',
  tags: ['billing'],
  auth: 'session',
  answer: manualPaymentMethodsSchema,
  errors: [E.unauthorized],
});

/**
 * A request to activate a plan paid outside the product (bank transfer and the like): a form upload. The proof
 * is a PNG, JPEG or GIF of 10 MB at most, checked by its bytes like every upload. Staff review it; nothing is
 * granted until one of them approves. `team_id` follows the checkout's rule.
 */
export const submitManualPayment = defineCall({
  name: 'submitManualPayment',
  method: 'post',
  path: '/billing/manual-payments',
  summary: 'Ask staff to activate a plan paid by a manual method, with an optional proof image',
  tags: ['billing'],
  auth: 'session',
  status: 201,
  bodyKind: 'multipart',
  body: z.object({
    plan_price_id: z.string().min(1).max(100),
    payment_method: z.string().min(1, 'This field is required.').max(100),
    transaction_reference: z.string().trim().max(manualPaymentLimits.transactionReferenceMax).optional(),
    proof_file: z.file().optional(),
    team_id: z.string().max(100).optional(),
  }),
  /** The server's message (spec part 1 §4), and its code for the browser to say it in the interface language. */
  answer: z.object({ message: z.string(), code: z.enum(Object.keys(billingMessageTexts) as [BillingMessageCode]), id: z.string() }),
  errors: [E.unauthorized, E.notFound, E.permissionDenied, E.subscriptionExists, E.invalidFile, E.payloadTooLarge, E.rateLimited],
});

/** A manual payment request as staff review it. */
export const manualPaymentRequestSchema = z.object({
  id: z.string(),
  status: z.enum(manualPaymentStatuses),
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  team_id: z.string().nullable(),
  plan_id: z.string(),
  plan_name: z.string(),
  plan_price_id: z.string(),
  price: z.number().nonnegative(),
  currency: z.string(),
  billing_interval: z.enum(billingIntervals),
  payment_method: z.string(),
  payment_method_name: z.string(),
  transaction_reference: z.string().nullable(),
  /** The proof image, signed for the reviewer (an `<img>` sends no Authorization header); null without proof. */
  proof_url: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type ManualPaymentRequest = z.infer<typeof manualPaymentRequestSchema>;

/** Staff only (the role comes from the server's configuration, never from a call): others get 403. */
export const listManualPaymentReviews = defineCall({
  name: 'listManualPaymentReviews',
  method: 'get',
  path: '/billing/manual-payments/review',
  summary: 'Staff: manual payment requests, pending first by default, oldest first',
  tags: ['billing'],
  auth: 'session',
  query: z.object({ status: z.enum(manualPaymentStatuses).default('pending') }),
  answer: z.object({ requests: z.array(manualPaymentRequestSchema) }),
  errors: [E.unauthorized, E.forbidden],
});

/** Grants exactly what a provider's payment would, once; staff may not approve their own request. */
export const approveManualPayment = defineCall({
  name: 'approveManualPayment',
  method: 'post',
  path: '/billing/manual-payments/{id}/approve',
  summary: 'Staff: approve a pending manual payment request and grant what it buys',
  tags: ['billing'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  answer: z.object({ request: manualPaymentRequestSchema }),
  errors: [E.unauthorized, E.forbidden, E.notFound, E.requestAlreadyDecided, E.subscriptionExists],
});

export const rejectManualPayment = defineCall({
  name: 'rejectManualPayment',
  method: 'post',
  path: '/billing/manual-payments/{id}/reject',
  summary: 'Staff: reject a pending manual payment request with a reason the requester is told',
  tags: ['billing'],
  auth: 'session',
  params: z.object({ id: z.string() }),
  body: z.object({ reason: z.string().trim().min(1, 'This field is required.').max(manualPaymentLimits.rejectionReasonMax) }),
  answer: z.object({ request: manualPaymentRequestSchema }),
  errors: [E.unauthorized, E.forbidden, E.notFound, E.requestAlreadyDecided],
});

/** The proof image of a request, to staff: by the signed `t` of its `proof_url`, or a staff bearer token. */
export const getManualPaymentProof = defineCall({
  name: 'getManualPaymentProof',
  method: 'get',
  path: '/billing/manual-payments/{id}/proof',
  summary: 'Staff: the proof image of a manual payment request',
  tags: ['billing'],
  auth: 'none',
  params: z.object({ id: z.string() }),
  query: z.object({ t: z.string().optional() }),
  answerKind: 'file',
  answer: z.string(),
  errors: [E.notFound],
});
