import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { oneTimeCodes, type CodePurpose, type OneTimeCodeRow } from '../../db/schema';
import { CODE_MAX_ATTEMPTS } from './one-time-code';

export async function findLatestCode(db: Executor, userId: string, purpose: CodePurpose): Promise<OneTimeCodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.sentAt))
    .limit(1);
  return row ?? null;
}

/** Stores a new code; older codes of the same purpose are dropped, since only the latest one counts. */
export async function replaceCode(
  db: Executor,
  values: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; sentAt: Date },
): Promise<string> {
  const [row] = await db.insert(oneTimeCodes).values(values).returning({ id: oneTimeCodes.id });
  if (!row) throw new Error('Inserting a code returned no row');
  await db
    .delete(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, values.userId), eq(oneTimeCodes.purpose, values.purpose), ne(oneTimeCodes.id, row.id)));
  return row.id;
}

/** Counts a wrong try in one statement, so parallel guesses cannot share one attempt. Answers the new count. */
export async function recordWrongAttempt(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? CODE_MAX_ATTEMPTS;
}

/** Marks the code used; false when someone else used it first or it died meanwhile. */
export async function consumeCode(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: at })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}
