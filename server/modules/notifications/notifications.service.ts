import type { Notification } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../db/keyset';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../http-error';
import type { Logger } from '../../logger';
import type { MediaUrls } from '../media';
import {
  countNotifications,
  countUnread,
  listNotificationRows,
  markRead,
  markReported,
  type ListedNotification,
} from './notifications.repository';

const REPORTED_MESSAGE = 'Notification reported to support. Thank you.';

export interface NotificationDeps {
  db: Database;
  clock: Clock;
  urls: MediaUrls;
  logger: Logger;
}

const notificationNotFound = () => notFound('Notification not found.');

export function createNotificationService(deps: NotificationDeps) {
  function view({ row, thumbnail }: ListedNotification): Notification {
    return {
      id: row.id,
      type: row.type,
      message: row.message,
      code: row.code,
      params: row.params,
      status: row.readAt ? 'read' : 'unread',
      link: row.link,
      created_at: row.createdAt.toISOString(),
      data: { thumbnail_url: thumbnail ? deps.urls.fileUrl(thumbnail.mediaId, thumbnail.ownerId, thumbnail.variant) : null },
    };
  }

  return {
    async list(userId: string, query: { page: number; limit: number; cursor?: string | undefined }) {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const offset = (query.page - 1) * query.limit;
      const [rows, counts] = await Promise.all([
        listNotificationRows(deps.db, userId, { limit: query.limit + 1, after, offset }),
        countNotifications(deps.db, userId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: page.map(view),
        pagination: {
          current_page: query.page,
          per_page: query.limit,
          total_pages: Math.ceil(counts.total / query.limit),
          total_items: counts.total,
        },
        unread_count: counts.unread,
        next_cursor: rows.length > query.limit && last ? encodeCursor({ at: last.at, id: last.row.id }) : null,
      };
    },

    async markRead(userId: string, ids: string[] | undefined) {
      // A malformed id names nobody's notification; leaving it out keeps the database from rejecting the uuid.
      await markRead(deps.db, userId, ids ? ids.filter(isUuid) : null, deps.clock.now());
      return { success: true as const, unread_count: await countUnread(deps.db, userId) };
    },

    async report(userId: string, id: string) {
      if (!isUuid(id) || !(await markReported(deps.db, userId, id, deps.clock.now()))) throw notificationNotFound();
      deps.logger.info('a notification was reported to support', { notificationId: id, userId });
      return { message: REPORTED_MESSAGE };
    },

    /** The notification as listed with the user's unread count, for the event stream; null when not theirs. */
    async event(userId: string, notificationId: string) {
      const [listed] = await listNotificationRows(deps.db, userId, { limit: 1, after: null, offset: 0 }, notificationId);
      if (!listed) return null;
      return { kind: 'notification' as const, notification: view(listed), unread_count: await countUnread(deps.db, userId) };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
