import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

export async function deleteExpiredKeys(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

const byKey = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Inserts the claim unless the key exists; true when this request inserted it. */
export async function insertClaim(db: Database, row: { userId: string; key: string; requestHash: string; createdAt: Date }) {
  const inserted = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(db: Database, userId: string, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(byKey(userId, key));
  return row ?? null;
}

/** Moves an unanswered claim made at `claimedAt` to `now`; false when another request moved or answered it first. */
export async function takeOverClaim(db: Database, userId: string, key: string, claimedAt: Date, now: Date): Promise<boolean> {
  const moved = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(and(byKey(userId, key), eq(idempotencyKeys.createdAt, claimedAt), isNull(idempotencyKeys.status)))
    .returning({ key: idempotencyKeys.key });
  return moved.length > 0;
}

/** Stores the answer on the claim made at `claimedAt`; false when that claim is no longer there unanswered. */
export async function saveAnswer(
  db: Executor,
  claim: { userId: string; key: string; claimedAt: Date },
  status: number,
  answer: unknown,
): Promise<boolean> {
  const saved = await db
    .update(idempotencyKeys)
    .set({ status, answer })
    .where(and(byKey(claim.userId, claim.key), eq(idempotencyKeys.createdAt, claim.claimedAt), isNull(idempotencyKeys.status)))
    .returning({ key: idempotencyKeys.key });
  return saved.length > 0;
}

/** Deletes a claim that holds no answer: one that does records a request whose changes were kept. */
export async function deleteUnansweredKey(db: Database, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(byKey(userId, key), isNull(idempotencyKeys.status)));
}
