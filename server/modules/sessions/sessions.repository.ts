import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pointAccounts, sessions, users, type SessionRow } from '../../db/schema';

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

/**
 * The session a token hash names, with its user and balance: the one statement every authenticated call runs,
 * prepared once per database (a named statement on PostgreSQL, parsed and planned once per connection).
 */
export function prepareSessionAccountQuery(db: Executor) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      username: users.username,
      email: users.email,
      tier: users.tier,
      settings: users.settings,
      pointsBalance: pointAccounts.balance,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(pointAccounts, eq(pointAccounts.ownerUserId, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_account_by_token_hash');
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
