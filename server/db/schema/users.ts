import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface UserSettings {
  show_failed_tasks: boolean;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Always stored lowercased, so equality is the uniqueness rule. */
    email: text('email').notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    isVerified: boolean('is_verified').notNull().default(false),
    tier: text('tier').notNull().default('Free'),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({ show_failed_tasks: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_google_sub_key').on(table.googleSub),
    check('users_tier_check', sql`${table.tier} in ('Free', 'Plus', 'Pro', 'Enterprise')`),
    check('users_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
