import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/contains-pattern';
import type { Executor } from '../../db/database';
import { mediaItems, type MediaItemRow, type MediaType } from '../../db/schema';

export type NewMediaItem = typeof mediaItems.$inferInsert;

/** Stores a task's output once: a retried attempt finds the row its predecessor wrote and keeps it. */
export async function insertMediaOnce(db: Executor, values: NewMediaItem): Promise<MediaItemRow> {
  const [inserted] = await db.insert(mediaItems).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.taskId, values.taskId ?? ''), eq(mediaItems.outputIndex, values.outputIndex ?? -1)));
  if (!existing) throw new Error(`Media of task ${values.taskId} output ${values.outputIndex} was neither inserted nor found`);
  return existing;
}

export function listTaskMedia(db: Executor, taskId: string): Promise<MediaItemRow[]> {
  return db.select().from(mediaItems).where(eq(mediaItems.taskId, taskId)).orderBy(asc(mediaItems.outputIndex));
}

export interface HistoryFilter {
  ownerUserId: string;
  search?: string | undefined;
  favoritesOnly: boolean;
  mediaType?: MediaType | undefined;
  /** Only media in no project. */
  unassigned: boolean;
  limit: number;
  offset: number;
}

function historyConditions(filter: HistoryFilter): SQL | undefined {
  const conditions: SQL[] = [eq(mediaItems.ownerUserId, filter.ownerUserId), isNull(mediaItems.teamId)];
  if (filter.search) conditions.push(ilike(mediaItems.promptText, containsPattern(filter.search)));
  if (filter.favoritesOnly) conditions.push(eq(mediaItems.isFavorite, true));
  if (filter.mediaType) conditions.push(eq(mediaItems.mediaType, filter.mediaType));
  if (filter.unassigned) conditions.push(isNull(mediaItems.projectId));
  return and(...conditions);
}

/** The two statements of a history page, unexecuted: listHistory runs them, a test reads their plans. */
export function historyQueries(db: Executor, filter: HistoryFilter) {
  const where = historyConditions(filter);
  return {
    total: db.select({ n: count() }).from(mediaItems).where(where),
    // Newest first; the id breaks ties between rows of the same instant.
    page: db
      .select()
      .from(mediaItems)
      .where(where)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(filter.limit)
      .offset(filter.offset),
  };
}

/** One page of the owner's creations and how many there are in all. */
export async function listHistory(db: Executor, filter: HistoryFilter): Promise<{ rows: MediaItemRow[]; total: number }> {
  const queries = historyQueries(db, filter);
  const [totals] = await queries.total;
  const total = totals?.n ?? 0;
  if (filter.offset >= total) return { rows: [], total };
  return { rows: await queries.page, total };
}

export async function findOwnedMedia(db: Executor, id: string, ownerUserId: string): Promise<MediaItemRow | null> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, id), eq(mediaItems.ownerUserId, ownerUserId)));
  return row ?? null;
}

export async function flipFavorite(db: Executor, id: string, ownerUserId: string): Promise<boolean | null> {
  const [row] = await db
    .update(mediaItems)
    .set({ isFavorite: sql`not ${mediaItems.isFavorite}` })
    .where(and(eq(mediaItems.id, id), eq(mediaItems.ownerUserId, ownerUserId)))
    .returning({ isFavorite: mediaItems.isFavorite });
  return row?.isFavorite ?? null;
}

export async function setMediaThumbnail(db: Executor, id: string, thumbnail: { key: string; contentType: string }): Promise<void> {
  await db
    .update(mediaItems)
    .set({ thumbnailKey: thumbnail.key, thumbnailContentType: thumbnail.contentType })
    .where(eq(mediaItems.id, id));
}
