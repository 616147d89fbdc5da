import { asc, desc, eq, and } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { isUuid } from '../../db/uuid';
import { manualPaymentRequests, users, type ManualPaymentRequestRow, type ManualPaymentStatus } from '../../db/schema';

export type ReviewRow = ManualPaymentRequestRow & { username: string; email: string };

export async function insertManualRequest(
  db: Executor,
  values: typeof manualPaymentRequests.$inferInsert,
): Promise<ManualPaymentRequestRow> {
  const [row] = await db.insert(manualPaymentRequests).values(values).returning();
  if (!row) throw new Error('Inserting a manual payment request returned no row');
  return row;
}

const withRequester = {
  request: manualPaymentRequests,
  username: users.username,
  email: users.email,
};

export async function findManualRequest(db: Executor, id: string): Promise<ReviewRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(withRequester)
    .from(manualPaymentRequests)
    .innerJoin(users, eq(users.id, manualPaymentRequests.userId))
    .where(eq(manualPaymentRequests.id, id))
    .limit(1);
  return row ? { ...row.request, username: row.username, email: row.email } : null;
}

/** Pending requests oldest first (who has waited longest); decided ones newest first. */
export async function listManualRequests(db: Executor, status: ManualPaymentStatus, limit: number): Promise<ReviewRow[]> {
  const rows = await db
    .select(withRequester)
    .from(manualPaymentRequests)
    .innerJoin(users, eq(users.id, manualPaymentRequests.userId))
    .where(eq(manualPaymentRequests.status, status))
    .orderBy(status === 'pending' ? asc(manualPaymentRequests.createdAt) : desc(manualPaymentRequests.decidedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.request, username: row.username, email: row.email }));
}

/**
 * Records a decision on a pending request; answers the row only for the one caller whose decision was
 * recorded, so of two staff clicking at once exactly one approves (and grants).
 */
export async function decideManualRequest(
  db: Executor,
  id: string,
  decision: { status: 'approved' | 'rejected'; decidedAt: Date; decidedBy: string; decidedByName: string; rejectionReason: string | null },
): Promise<ManualPaymentRequestRow | null> {
  const [row] = await db
    .update(manualPaymentRequests)
    .set(decision)
    .where(and(eq(manualPaymentRequests.id, id), eq(manualPaymentRequests.status, 'pending')))
    .returning();
  return row ?? null;
}
