import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const codePurposes = ['activation', 'password_reset', 'email_change'] as const;
export type CodePurpose = (typeof codePurposes)[number];

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose, table.sentAt),
    check('one_time_codes_purpose_check', sql`${table.purpose} in ('activation', 'password_reset', 'email_change')`),
    check('one_time_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
