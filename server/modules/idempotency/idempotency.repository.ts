import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';

export async function deleteExpiredKeys(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/** Inserts the claim unless the key exists; true when this request inserted it. */
export async function insertClaim(db: Database, row: { userId: string; key: string; requestHash: string; createdAt: Date }) {
  const inserted = await db.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function saveAnswer(db: Database, userId: string, key: string, status: number, answer: unknown): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, answer })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteKey(db: Database, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
