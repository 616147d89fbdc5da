import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { generationTasks, pointLedger, teamMembers, teams } from '../../db/schema';

/** A calendar month in UTC: budgets count what was spent from its first instant up to the next month's. */
export interface Month {
  from: Date;
  to: Date;
}

export function monthOf(at: Date): Month {
  return {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/**
 * What each of `userIds` spent from the team's pool in `month`: the charges of their runs begun in the month
 * minus those runs' refunds, read from the ledger by each task's debit and refund keys (the ledger is the one
 * record of points). Filtering by user and start first keeps to the tasks' (user_id, created_at) index.
 */
export async function spentByMembers(db: Executor, teamId: string, userIds: readonly string[], month: Month): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: generationTasks.userId,
      spent: sql<number>`greatest(coalesce(-sum(${pointLedger.amount}), 0), 0)`.mapWith(Number),
    })
    .from(generationTasks)
    .innerJoin(
      pointLedger,
      sql`${pointLedger.idempotencyKey} in ('task:' || ${generationTasks.id} || ':debit', 'task:' || ${generationTasks.id} || ':refund')`,
    )
    .where(
      and(
        inArray(generationTasks.userId, [...userIds]),
        gte(generationTasks.createdAt, month.from),
        lt(generationTasks.createdAt, month.to),
        eq(generationTasks.teamId, teamId),
      ),
    )
    .groupBy(generationTasks.userId);
  return new Map(rows.map((row) => [row.userId, row.spent]));
}

export async function spentThisMonth(db: Executor, teamId: string, userId: string, month: Month): Promise<number> {
  return (await spentByMembers(db, teamId, [userId], month)).get(userId) ?? 0;
}

/** Answers false when the user is not a member of the team. */
export async function setMemberCap(db: Executor, teamId: string, userId: string, monthlyCap: number | null): Promise<boolean> {
  const rows = await db
    .update(teamMembers)
    .set({ monthlyCap })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Answers false for a deleted team. */
export async function setDefaultCap(db: Executor, teamId: string, defaultMemberCap: number | null): Promise<boolean> {
  const rows = await db
    .update(teams)
    .set({ defaultMemberCap })
    .where(and(eq(teams.id, teamId), isNull(teams.deletedAt)))
    .returning({ id: teams.id });
  return rows.length > 0;
}
