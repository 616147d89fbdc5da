import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { generationTasks, users, type GenerationTaskRow } from '../../db/schema';
import { inProgressStatuses } from './tasks.repository';

/** Whose tasks a queue lists: a person's own outside any team, or every member's in one team's workspace. */
export type QueueWorkspace = { userId: string; teamId: null } | { teamId: string };

export interface QueueRow {
  task: GenerationTaskRow;
  ownerName: string;
}

function inWorkspace(workspace: QueueWorkspace): SQL | undefined {
  return workspace.teamId === null
    ? and(eq(generationTasks.userId, workspace.userId), isNull(generationTasks.teamId))
    : eq(generationTasks.teamId, workspace.teamId);
}

const withOwner = { task: generationTasks, ownerName: users.username };

/** Every task of the workspace still queued or running (oldest first), then its `finishedLimit` latest ended ones. */
export async function listWorkspaceTasks(db: Executor, workspace: QueueWorkspace, finishedLimit: number): Promise<QueueRow[]> {
  const active = await db
    .select(withOwner)
    .from(generationTasks)
    .innerJoin(users, eq(users.id, generationTasks.userId))
    .where(and(inWorkspace(workspace), inArray(generationTasks.status, [...inProgressStatuses])))
    .orderBy(asc(generationTasks.createdAt), asc(generationTasks.id));
  const ended = await db
    .select(withOwner)
    .from(generationTasks)
    .innerJoin(users, eq(users.id, generationTasks.userId))
    .where(and(inWorkspace(workspace), notInArray(generationTasks.status, [...inProgressStatuses])))
    .orderBy(desc(generationTasks.finishedAt), desc(generationTasks.id))
    .limit(finishedLimit);
  return [...active, ...ended];
}

export async function findTaskWithOwner(db: Executor, id: string): Promise<QueueRow | null> {
  const [row] = await db
    .select(withOwner)
    .from(generationTasks)
    .innerJoin(users, eq(users.id, generationTasks.userId))
    .where(eq(generationTasks.id, id));
  return row ?? null;
}

/**
 * The place in line of each of `ids` that is queued, among every queued task of every user: workers take jobs
 * in the order they were queued, so 1 is the next to start.
 */
export async function queuePlaces(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const ranked = db
    .select({
      id: generationTasks.id,
      place: sql<number>`(row_number() over (order by ${generationTasks.createdAt}, ${generationTasks.id}))::int`.as('place'),
    })
    .from(generationTasks)
    .where(eq(generationTasks.status, 'queued'))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(inArray(ranked.id, [...ids]));
  return new Map(rows.map((row) => [row.id, Number(row.place)]));
}
