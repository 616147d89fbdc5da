import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { isUuid } from '../../db/uuid';
import {
  billingCheckouts,
  billingEvents,
  billingSubscriptions,
  type BillingCheckoutRow,
  type BillingSubscriptionRow,
  type SubscriptionStatus,
} from '../../db/schema';

export async function insertCheckout(db: Executor, values: typeof billingCheckouts.$inferInsert): Promise<BillingCheckoutRow> {
  const [row] = await db.insert(billingCheckouts).values(values).returning();
  if (!row) throw new Error('Inserting a checkout returned no row');
  return row;
}

/** Whose a purchase is: a team's, or one user's own. */
export interface PurchaseAccount {
  userId: string;
  teamId: string | null;
}

const ownedBy = (account: PurchaseAccount) =>
  account.teamId
    ? eq(billingCheckouts.teamId, account.teamId)
    : and(eq(billingCheckouts.userId, account.userId), isNull(billingCheckouts.teamId));

/** Serialises the checkouts of one account inside a transaction, so two at once see each other. */
export async function lockAccountCheckouts(db: Executor, account: PurchaseAccount): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkouts:${account.teamId ?? `user:${account.userId}`}`}))`);
}

/** The account's checkouts still open at their provider (or just being opened), oldest first. */
export function listOpenCheckouts(db: Executor, account: PurchaseAccount): Promise<BillingCheckoutRow[]> {
  return db
    .select()
    .from(billingCheckouts)
    .where(and(ownedBy(account), eq(billingCheckouts.status, 'open')))
    .orderBy(asc(billingCheckouts.createdAt));
}

export async function setCheckoutSession(db: Executor, id: string, providerSessionId: string): Promise<void> {
  await db.update(billingCheckouts).set({ providerSessionId }).where(eq(billingCheckouts.id, id));
}

export async function findCheckout(db: Executor, id: string): Promise<BillingCheckoutRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(billingCheckouts).where(eq(billingCheckouts.id, id)).limit(1);
  return row ?? null;
}

/** Moves an open checkout to `status`; answers the row only for the one caller that moved it. */
export async function closeCheckout(
  db: Executor,
  id: string,
  status: 'completed' | 'canceled',
  now: Date,
): Promise<BillingCheckoutRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(billingCheckouts)
    .set({ status, completedAt: now })
    .where(and(eq(billingCheckouts.id, id), eq(billingCheckouts.status, 'open')))
    .returning();
  return row ?? null;
}

/** True when this event is new; false when it was applied before (or a concurrent twin has just applied it). */
export async function recordEvent(
  db: Executor,
  event: { provider: string; eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(billingEvents).values(event).onConflictDoNothing().returning({ eventId: billingEvents.eventId });
  return inserted.length > 0;
}

export async function insertSubscription(
  db: Executor,
  values: typeof billingSubscriptions.$inferInsert,
): Promise<BillingSubscriptionRow | null> {
  const [row] = await db.insert(billingSubscriptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findSubscription(
  db: Executor,
  provider: string,
  providerSubscriptionId: string,
): Promise<BillingSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.provider, provider), eq(billingSubscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionById(db: Executor, id: string): Promise<BillingSubscriptionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      BillingSubscriptionRow,
      'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'planId' | 'priceId' | 'pendingPriceId' | 'pendingProviderPlanId' | 'updatedAt'
    >
  >,
): Promise<void> {
  await db.update(billingSubscriptions).set(changes).where(eq(billingSubscriptions.id, id));
}

/** The user's own (not a team's) subscriptions in one of `statuses`. */
export function listUserSubscriptions(db: Executor, userId: string, statuses: SubscriptionStatus[]): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, statuses)))
    .orderBy(desc(billingSubscriptions.createdAt));
}

/**
 * The live subscriptions an account holds: the team's when `teamId` is given (whoever bought them), else the
 * user's own. Newest first.
 */
export function listAccountSubscriptions(
  db: Executor,
  account: { userId: string; teamId: string | null },
): Promise<BillingSubscriptionRow[]> {
  const live = inArray(billingSubscriptions.status, ['active', 'past_due']);
  const owner = account.teamId
    ? eq(billingSubscriptions.teamId, account.teamId)
    : and(eq(billingSubscriptions.userId, account.userId), isNull(billingSubscriptions.teamId));
  return db.select().from(billingSubscriptions).where(and(owner, live)).orderBy(desc(billingSubscriptions.createdAt));
}

/** The provider's customer id from the user's latest subscription there, for its portal. */
export async function findCustomerId(db: Executor, userId: string, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: billingSubscriptions.providerCustomerId })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        eq(billingSubscriptions.provider, provider),
        isNotNull(billingSubscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

/** Moves a live subscription to 'ended'; true only for the one caller that moved it. */
export async function endSubscriptionRow(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(billingSubscriptions)
    .set({ status: 'ended', updatedAt: now })
    .where(and(eq(billingSubscriptions.id, id), inArray(billingSubscriptions.status, ['active', 'past_due'])))
    .returning({ id: billingSubscriptions.id });
  return rows.length > 0;
}

/**
 * Live subscriptions whose paid period ended by `now` and that no provider will end: manual ones, and those a
 * provider that sends no word at the period's end (PayPal) cancelled. Oldest first.
 */
export function listLapsedSubscriptions(db: Executor, now: Date, limit: number): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        or(
          eq(billingSubscriptions.provider, 'manual'),
          and(eq(billingSubscriptions.provider, 'paypal'), eq(billingSubscriptions.cancelAtPeriodEnd, true)),
        ),
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        lte(billingSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(billingSubscriptions.currentPeriodEnd))
    .limit(limit);
}
