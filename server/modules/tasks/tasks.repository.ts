import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageParams } from '../../../contract';
import type { Executor, Transaction } from '../../db/database';
import { generationTasks, type GenerationTaskRow } from '../../db/schema';

export const inProgressStatuses = ['queued', 'running'] as const;
const isInProgress = inArray(generationTasks.status, [...inProgressStatuses]);

export type NewTask = typeof generationTasks.$inferInsert;

export async function insertTask(tx: Transaction, values: NewTask): Promise<GenerationTaskRow> {
  const [row] = await tx.insert(generationTasks).values(values).returning();
  if (!row) throw new Error('Inserting a task returned no row');
  return row;
}

export async function findTask(db: Executor, id: string): Promise<GenerationTaskRow | null> {
  const [row] = await db.select().from(generationTasks).where(eq(generationTasks.id, id));
  return row ?? null;
}

export async function countTasksInProgress(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(generationTasks)
    .where(and(eq(generationTasks.userId, userId), isInProgress));
  return row?.n ?? 0;
}

export function listTasksInProgress(db: Executor, userId: string): Promise<GenerationTaskRow[]> {
  return db
    .select()
    .from(generationTasks)
    .where(and(eq(generationTasks.userId, userId), isInProgress))
    .orderBy(desc(generationTasks.createdAt));
}

/** The tasks a worker of this name claimed and that still run: at its start, what its previous run left. */
export function listRunningClaimedBy(db: Executor, workerId: string): Promise<Array<{ id: string; providerName: string }>> {
  return db
    .select({ id: generationTasks.id, providerName: generationTasks.providerName })
    .from(generationTasks)
    .where(and(eq(generationTasks.status, 'running'), eq(generationTasks.workerId, workerId)));
}

/** Which of `ids` name tasks that have ended (complete or failed). */
export async function findEndedAmong(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: generationTasks.id })
    .from(generationTasks)
    .where(and(inArray(generationTasks.id, [...ids]), inArray(generationTasks.status, ['complete', 'failed'])));
  return new Set(rows.map((row) => row.id));
}

/** Claims a queued (or retried) task for an attempt; null when it already ended. */
export async function markRunning(db: Executor, id: string, now: Date, workerId: string | null): Promise<GenerationTaskRow | null> {
  const [row] = await db
    .update(generationTasks)
    .set({ status: 'running', progress: 0, startedAt: now, workerId, attempts: sql`${generationTasks.attempts} + 1` })
    .where(and(eq(generationTasks.id, id), isInProgress))
    .returning();
  return row ?? null;
}

/** Progress only moves while the task runs: a late report cannot reopen a finished task. */
export async function setProgress(db: Executor, id: string, progress: number): Promise<boolean> {
  const rows = await db
    .update(generationTasks)
    .set({ progress })
    .where(and(eq(generationTasks.id, id), eq(generationTasks.status, 'running')))
    .returning({ id: generationTasks.id });
  return rows.length > 0;
}

/** Back to the queue between attempts: pg-boss runs the job again after its retry delay. */
export async function markQueued(db: Executor, id: string): Promise<void> {
  await db
    .update(generationTasks)
    .set({ status: 'queued', progress: null })
    .where(and(eq(generationTasks.id, id), isInProgress));
}

export async function setProviderTaskId(db: Executor, id: string, providerTaskId: string): Promise<void> {
  await db.update(generationTasks).set({ providerTaskId }).where(eq(generationTasks.id, id));
}

/** Ends a task once: only the first of racing finishers gets the row back (and so does the side effects). */
export async function finishTask(
  db: Executor,
  id: string,
  outcome:
    | { status: 'complete' }
    | {
        status: 'failed';
        errorMessage: string;
        errorCode: string;
        errorParams: MessageParams;
        errorDetail?: string | undefined;
      },
  now: Date,
): Promise<GenerationTaskRow | null> {
  const [row] = await db
    .update(generationTasks)
    .set({
      status: outcome.status,
      progress: outcome.status === 'complete' ? 100 : null,
      errorMessage: outcome.status === 'failed' ? outcome.errorMessage : null,
      errorCode: outcome.status === 'failed' ? outcome.errorCode : null,
      errorParams: outcome.status === 'failed' ? outcome.errorParams : null,
      errorDetail: outcome.status === 'failed' ? (outcome.errorDetail ?? null) : null,
      finishedAt: now,
    })
    .where(and(eq(generationTasks.id, id), isInProgress))
    .returning();
  return row ?? null;
}
