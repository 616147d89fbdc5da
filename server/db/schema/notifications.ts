import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageParams, NotificationType } from '../../../contract';
import { mediaItems } from './media';
import { users } from './users';

/**
 * One notification for one user. What it says is stored as a code with parameters (translated by the browser)
 * and the English text filled in, so an older browser or an unknown code still reads well.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    code: text('code').notNull(),
    params: jsonb('params').$type<MessageParams>().notNull().default({}),
    message: text('message').notNull(),
    /** An app path such as `/teams`, or null. */
    link: text('link'),
    /** The creation whose thumbnail the card shows; its URL is signed when answered, as media URLs expire. */
    thumbnailMediaId: uuid('thumbnail_media_id').references(() => mediaItems.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the user reported it to support; kept for support to review. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The bell's count reads only unread rows.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    index('notifications_thumbnail_media_idx').on(table.thumbnailMediaId),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
