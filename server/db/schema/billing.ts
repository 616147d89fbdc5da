import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const checkoutStatuses = ['open', 'completed', 'canceled'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/**
 * A hosted checkout we started: who buys which price, for which team. Its id travels to the provider (Stripe's
 * client_reference_id, PayPal's custom_id) and comes back in the webhook, so a grant never trusts a price or a
 * buyer named by the provider's payload alone.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    planId: text('plan_id').notNull(),
    priceId: text('price_id').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('billing_checkouts_user_idx').on(table.userId),
    check('billing_checkouts_status_check', sql`${table.status} in ('open', 'completed', 'canceled')`),
  ],
);

export const subscriptionStatuses = ['active', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A recurring plan bought through a provider (or approved by staff, provider 'manual'). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    planId: text('plan_id').notNull(),
    priceId: text('price_id').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    /** The provider's customer, for its portal. */
    providerCustomerId: text('provider_customer_id'),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * A change of plan waiting for the next paid period (PayPal bills a revised plan from then on): the price it
     * moves to, and the provider's plan that next payment must be billed on for the change to take effect.
     */
    pendingPriceId: text('pending_price_id'),
    pendingProviderPlanId: text('pending_provider_plan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('billing_subscriptions_provider_key').on(table.provider, table.providerSubscriptionId),
    index('billing_subscriptions_user_idx').on(table.userId, table.status),
    check('billing_subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'ended')`),
  ],
);

/**
 * Every provider event applied, by the provider's own id: inserted in the transaction that applies it, so a
 * replayed or concurrent duplicate finds the row (or waits for it) and changes nothing.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const manualPaymentStatuses = ['pending', 'approved', 'rejected'] as const;
export type ManualPaymentStatus = (typeof manualPaymentStatuses)[number];

/** A plan paid outside the product, waiting for staff; decided once, by someone other than the requester. */
export const manualPaymentRequests = pgTable(
  'manual_payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id'),
    planId: text('plan_id').notNull(),
    priceId: text('price_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionReference: text('transaction_reference'),
    proofKey: text('proof_key'),
    proofContentType: text('proof_content_type'),
    status: text('status').$type<ManualPaymentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the record still says who decided after that account is gone. */
    decidedByName: text('decided_by_name'),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    index('manual_payment_requests_status_idx').on(table.status, table.createdAt),
    check('manual_payment_requests_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('manual_payment_requests_decision_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);

export type BillingCheckoutRow = typeof billingCheckouts.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type ManualPaymentRequestRow = typeof manualPaymentRequests.$inferSelect;
