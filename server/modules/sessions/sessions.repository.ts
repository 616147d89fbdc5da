import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { sessions, type SessionRow } from '../../db/schema';

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; remember: boolean; createdAt: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning();
  if (!row) throw new Error('Inserting a session returned no row');
  return row;
}

export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function touchSession(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Signs out everywhere but the session that asked, e.g. after a password change made in that session. */
export async function revokeOtherUserSessions(db: Executor, userId: string, keepSessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
