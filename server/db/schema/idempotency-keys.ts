import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per Idempotency-Key an account sent to a call that moves points: who claimed it, for which request, and
 * once done the answer to replay. The primary key makes the claim race-safe: of concurrent retries, one inserts.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the call's name and its validated params, query and body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
