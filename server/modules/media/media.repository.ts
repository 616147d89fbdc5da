import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { historyTotalCap } from '../../../contract';
import { cappedCount } from '../../db/capped-count';
import { containsPattern } from '../../db/contains-pattern';
import type { Executor } from '../../db/database';
import { keysetAfter, keysetAt, type KeysetPosition } from '../../db/keyset';
import { mediaItems, type MediaItemRow, type MediaType } from '../../db/schema';
import { generationConditions, type GenerationFilter } from './generation-filters';
import { pageWithCursor } from './history-query';

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

/** The storage keys (files and thumbnails) that the media rows of `taskIds` point at. */
export async function findKeysOfTasks(db: Executor, taskIds: readonly string[]): Promise<Set<string>> {
  if (!taskIds.length) return new Set();
  const rows = await db
    .select({ storageKey: mediaItems.storageKey, thumbnailKey: mediaItems.thumbnailKey })
    .from(mediaItems)
    .where(inArray(mediaItems.taskId, [...taskIds]));
  return new Set(rows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]));
}

export function listTaskMedia(db: Executor, taskId: string): Promise<MediaItemRow[]> {
  return db.select().from(mediaItems).where(eq(mediaItems.taskId, taskId)).orderBy(asc(mediaItems.outputIndex));
}

export interface HistoryFilter {
  ownerUserId: string;
  search?: string | undefined;
  /** A word of `search` that few prompts contain (rareSearchWord): the indexes look for it alone. */
  rareWord?: string | undefined;
  favoritesOnly: boolean;
  mediaType?: MediaType | undefined;
  /** Only media in no project. */
  unassigned: boolean;
  /** Only media in this project, whoever made them: replaces the owner condition (the caller may read it). */
  projectId?: string | undefined;
  /** A team workspace's media, whoever of its members made them: replaces the owner condition (the caller is a member). */
  teamId?: string | undefined;
  /** In the personal workspace, these projects' creations too, whoever made them (shared with the caller). */
  sharedProjectIds?: readonly string[] | undefined;
  /** What made the creations: seed, template, model, size, negative prompt. */
  generation?: GenerationFilter | undefined;
  limit: number;
  /** Start after this row (keyset paging), or skip `offset` rows (the older offset paging). */
  after?: KeysetPosition | null;
  offset?: number;
}

export function historyConditions(filter: HistoryFilter): SQL | undefined {
  // A project's creations are everyone's who works in it; otherwise a history is the owner's own.
  const inProject = !filter.unassigned && filter.projectId !== undefined;
  const conditions: SQL[] = inProject
    ? [eq(mediaItems.projectId, filter.projectId!)]
    : filter.teamId !== undefined
      ? [eq(mediaItems.teamId, filter.teamId)]
      : [personalScope(filter.ownerUserId, filter.sharedProjectIds ?? [])];
  if (filter.search) {
    // A creation is found by its prompt or by the name given with Rename Asset; each has its trigram index.
    const pattern = containsPattern(filter.search);
    if (filter.rareWord) {
      // The indexes look for the rare word alone; the whole search is checked on the rows they find. `|| ''`
      // changes no value but keeps the whole search's trigrams, the costly ones, out of the index scan.
      const word = containsPattern(filter.rareWord);
      conditions.push(or(ilike(mediaItems.promptText, word), ilike(mediaItems.name, word))!);
      conditions.push(or(ilike(sql`(${mediaItems.promptText} || '')`, pattern), ilike(sql`(${mediaItems.name} || '')`, pattern))!);
    } else {
      conditions.push(or(ilike(mediaItems.promptText, pattern), ilike(mediaItems.name, pattern))!);
    }
  }
  if (filter.favoritesOnly) conditions.push(eq(mediaItems.isFavorite, true));
  if (filter.mediaType) conditions.push(eq(mediaItems.mediaType, filter.mediaType));
  if (filter.unassigned) conditions.push(isNull(mediaItems.projectId));
  if (filter.generation) conditions.push(...generationConditions(filter.generation));
  return and(...conditions);
}

/** The personal workspace's creations: the owner's own, and those in the projects shared with them when asked. */
function personalScope(ownerUserId: string, sharedProjectIds: readonly string[]): SQL {
  const own = and(eq(mediaItems.ownerUserId, ownerUserId), isNull(mediaItems.teamId))!;
  return sharedProjectIds.length === 0 ? own : or(own, inArray(mediaItems.projectId, [...sharedProjectIds]))!;
}

/**
 * The statements of a history page, unexecuted: listHistory runs them, a test reads their plans. The page reads
 * one row more than it shows, to know whether another follows; the count stops at `countCap + 1`.
 */
export function historyQueries(db: Executor, filter: HistoryFilter, countCap = historyTotalCap) {
  const where = historyConditions(filter);
  const after = filter.after ? keysetAfter(mediaItems.createdAt, mediaItems.id, filter.after) : undefined;
  return {
    total: cappedCount(db, mediaItems, where, countCap),
    // Newest first; the id breaks ties between rows of the same instant.
    page: db
      .select({ ...getTableColumns(mediaItems), cursorAt: keysetAt(mediaItems.createdAt) })
      .from(mediaItems)
      .where(after ? and(where, after) : where)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(filter.limit + 1)
      .offset(filter.offset ?? 0),
  };
}

/** One page of the owner's creations, the cursor of the next, and the capped count when asked. */
export async function listHistory(
  db: Executor,
  filter: HistoryFilter,
  withTotal = false,
): Promise<{ rows: MediaItemRow[]; nextCursor: string | null; counted: number | null }> {
  const queries = historyQueries(db, filter);
  const [rows, totals] = await Promise.all([queries.page, withTotal ? queries.total : null]);
  return { ...pageWithCursor(rows, filter.limit), counted: totals ? (totals[0]?.n ?? 0) : null };
}

export async function findOwnedMedia(db: Executor, id: string, ownerUserId: string): Promise<MediaItemRow | null> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.id, id), eq(mediaItems.ownerUserId, ownerUserId)));
  return row ?? null;
}

export async function findMedia(db: Executor, id: string): Promise<MediaItemRow | null> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  return row ?? null;
}

export async function setMediaName(db: Executor, id: string, name: string): Promise<MediaItemRow | null> {
  const [row] = await db.update(mediaItems).set({ name }).where(eq(mediaItems.id, id)).returning();
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

/** Deletes the owner's creations among `ids`; answers the stored files to remove once the change commits. */
export async function deleteOwnedMedia(
  db: Executor,
  ownerUserId: string,
  ids: readonly string[],
): Promise<{ deleted: number; files: string[] }> {
  if (ids.length === 0) return { deleted: 0, files: [] };
  const rows = await db
    .delete(mediaItems)
    .where(and(inArray(mediaItems.id, [...ids]), eq(mediaItems.ownerUserId, ownerUserId)))
    .returning({ storageKey: mediaItems.storageKey, thumbnailKey: mediaItems.thumbnailKey });
  return { deleted: rows.length, files: rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey])) };
}

export async function setMediaThumbnail(db: Executor, id: string, thumbnail: { key: string; contentType: string }): Promise<void> {
  await db
    .update(mediaItems)
    .set({ thumbnailKey: thumbnail.key, thumbnailContentType: thumbnail.contentType })
    .where(eq(mediaItems.id, id));
}
