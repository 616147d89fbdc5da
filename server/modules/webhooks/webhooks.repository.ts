import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  users,
  webhookAttempts,
  webhookDeliveries,
  webhooks,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '../../db/schema';

export async function insertWebhook(
  db: Executor,
  values: { userId: string; url: string; events: string[]; secret: string; createdAt: Date },
): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  if (!row) throw new Error('Inserting a webhook returned no row');
  return row;
}

export function listUserWebhooks(db: Executor, userId: string): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

export async function countUserWebhooks(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
  return row?.n ?? 0;
}

/** The webhook when it is the user's; null for anyone else's, so the caller answers as for one that does not exist. */
export async function findUserWebhook(db: Executor, userId: string, id: string): Promise<WebhookRow | null> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function deleteUserWebhook(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .returning({ id: webhooks.id });
  return rows.length === 1;
}

export async function replaceSecret(db: Executor, userId: string, id: string, secret: string, at: Date): Promise<WebhookRow | null> {
  const [row] = await db
    .update(webhooks)
    .set({ secret, secretRotatedAt: at })
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .returning();
  return row ?? null;
}

/** The user's webhooks that listen for `eventType`. */
export function webhooksListeningFor(db: Executor, userId: string, eventType: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.userId, userId), sql`${eventType} = any(${webhooks.events})`));
}

export async function insertDeliveries(
  db: Executor,
  rows: Array<{ webhookId: string; eventId: string; eventType: string; body: string; nextAttemptAt: Date; createdAt: Date }>,
): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning();
}

/** Serialises parallel registrations of one user, so both cannot pass the per-user count. */
export async function lockUserForWebhooks(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Takes up to `limit` due deliveries for this dispatcher until `leaseUntil`. SKIP LOCKED lets several processes
 * claim side by side without waiting on each other or taking the same row.
 */
export async function claimDueDeliveries(db: Executor, now: Date, leaseUntil: Date, limit: number, ids?: string[]) {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        ids ? inArray(webhookDeliveries.id, ids) : lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const hooks = await db
    .select()
    .from(webhooks)
    .where(
      inArray(
        webhooks.id,
        claimed.map((row) => row.webhookId),
      ),
    );
  const byId = new Map(hooks.map((hook) => [hook.id, hook]));
  return claimed.flatMap((delivery) => {
    const webhook = byId.get(delivery.webhookId);
    return webhook ? [{ delivery, webhook }] : [];
  });
}

/** Records a try and moves the delivery on: delivered, due again at `retryAt`, or given up (failed). */
export async function recordAttempt(
  db: Executor,
  delivery: WebhookDeliveryRow,
  attempt: { statusCode: number | null; error: string | null; attemptedAt: Date; retryAt: Date | null; isSuccess: boolean },
): Promise<WebhookAttemptRow> {
  const status = attempt.isSuccess ? 'delivered' : attempt.retryAt ? 'pending' : 'failed';
  await db
    .update(webhookDeliveries)
    .set({ status, nextAttemptAt: attempt.retryAt, lockedUntil: null })
    .where(eq(webhookDeliveries.id, delivery.id));
  const [row] = await db
    .insert(webhookAttempts)
    .values({
      deliveryId: delivery.id,
      webhookId: delivery.webhookId,
      attempt: delivery.attempts,
      statusCode: attempt.statusCode,
      error: attempt.error,
      attemptedAt: attempt.attemptedAt,
      retryAt: attempt.retryAt,
    })
    .returning();
  if (!row) throw new Error('Inserting a webhook attempt returned no row');
  return row;
}

export function recentAttempts(db: Executor, webhookId: string, limit: number) {
  return db
    .select({ attempt: webhookAttempts, eventId: webhookDeliveries.eventId, eventType: webhookDeliveries.eventType })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(eq(webhookAttempts.webhookId, webhookId))
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.attempt))
    .limit(limit);
}
