import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Signatures of ALTCHA payloads already accepted, kept until the challenge would have expired anyway. */
export const captchaReplays = pgTable(
  'captcha_replays',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_replays_expires_idx').on(table.expiresAt)],
);

/** Mails kept instead of sent when no SMTP server is configured. */
export const devOutbox = pgTable('dev_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DevOutboxRow = typeof devOutbox.$inferSelect;

/** Rate-limit windows shared by every API process on PostgreSQL: a key's hits since its window started. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [index('rate_limit_windows_ends_idx').on(table.endsAt)],
);
