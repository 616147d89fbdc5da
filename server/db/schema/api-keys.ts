import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Bearer credentials for scripts; only a SHA-256 of the key is kept, so a database leak leaks no usable key. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The first characters of the key, shown so a user can tell keys apart. */
    keyPrefix: text('key_prefix').notNull(),
    /** The last characters, for the `sk_live_ab12…wxyz` display form. */
    keySuffix: text('key_suffix').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Revoked keys are kept (not deleted) so their use stays explainable in logs and support cases. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_key_hash_key').on(table.keyHash), index('api_keys_user_id_idx').on(table.userId)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
