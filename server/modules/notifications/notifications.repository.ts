import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { keysetAfter, keysetAt, type KeysetPosition } from '../../db/keyset';
import { mediaItems, notifications, type NotificationRow } from '../../db/schema';

export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'code' | 'params' | 'message' | 'link'> & {
  thumbnailMediaId?: string | null;
  createdAt: Date;
};

/** A listed notification with what its thumbnail needs: the creation's owner and whether it has a thumbnail. */
export interface ListedNotification {
  row: NotificationRow;
  /** The position of the row, for the next page's cursor. */
  at: string;
  thumbnail: { mediaId: string; ownerId: string; variant: 'thumbnail' | 'original' } | null;
}

export async function insertNotification(db: Executor, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('Inserting a notification returned no row');
  return row;
}

/** A page of the user's notifications, newest first: after a keyset position, or at an offset. */
export async function listNotificationRows(
  db: Executor,
  userId: string,
  page: { limit: number; after: KeysetPosition | null; offset: number },
  onlyId?: string,
): Promise<ListedNotification[]> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (page.after) conditions.push(keysetAfter(notifications.createdAt, notifications.id, page.after));
  if (onlyId) conditions.push(eq(notifications.id, onlyId));
  const rows = await db
    .select({
      row: notifications,
      at: keysetAt(notifications.createdAt),
      mediaId: mediaItems.id,
      ownerId: mediaItems.ownerUserId,
      thumbnailKey: mediaItems.thumbnailKey,
      mediaType: mediaItems.mediaType,
    })
    .from(notifications)
    .leftJoin(mediaItems, eq(mediaItems.id, notifications.thumbnailMediaId))
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
  return rows.map(({ row, at, mediaId, ownerId, thumbnailKey, mediaType }) => {
    if (!mediaId || !ownerId) return { row, at, thumbnail: null };
    // An image without a thumbnail of its own shows itself; a video has nothing to show until its thumbnail exists.
    if (thumbnailKey) return { row, at, thumbnail: { mediaId, ownerId, variant: 'thumbnail' as const } };
    return { row, at, thumbnail: mediaType === 'image' ? { mediaId, ownerId, variant: 'original' as const } : null };
  });
}

export async function countNotifications(db: Executor, userId: string): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's unread notifications read: those with the given ids, or all. Other users' ids match nothing. */
export async function markRead(db: Executor, userId: string, ids: string[] | null, at: Date): Promise<void> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, ids));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...conditions));
}

/** False when the notification is not the user's (or does not exist). Reporting twice keeps the first time. */
export async function markReported(db: Executor, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ reportedAt: sql`coalesce(${notifications.reportedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}
