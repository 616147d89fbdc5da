import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { apiKeys, users, type ApiKeyRow } from '../../db/schema';

export async function insertApiKey(
  db: Executor,
  values: { userId: string; name: string; keyHash: string; keyPrefix: string; keySuffix: string; scopes: string[]; createdAt: Date },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('Inserting an API key returned no row');
  return row;
}

/** The user's keys that still work, newest first. */
export function listActiveApiKeys(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countActiveApiKeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

/** False when the key does not exist, is someone else's, or was already revoked. */
export async function revokeApiKeyRow(db: Executor, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length === 1;
}

export async function revokeUserApiKeys(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
}

export async function findActiveApiKeyByHash(db: Executor, keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Records a use at most once per `minIntervalMs`: a script polling every few seconds must not turn each
 * read into a write. The condition lives in the statement, so no read is needed first.
 */
export async function touchApiKey(db: Executor, id: string, at: Date, minIntervalMs: number): Promise<void> {
  const staleBefore = new Date(at.getTime() - minIntervalMs);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

/** Takes the user's row lock, so two parallel creations cannot both pass the per-tier key count. */
export async function lockUserForKeyCreation(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
