import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageParams } from '../../../contract';
import { teams } from './teams';
import { users } from './users';

/** One account per user and one per team (its pool); the CHECK is the last line against overspending. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    ownerTeamId: uuid('owner_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('point_accounts_owner_user_key').on(table.ownerUserId),
    uniqueIndex('point_accounts_owner_team_key').on(table.ownerTeamId),
    check('point_accounts_balance_check', sql`${table.balance} >= 0`),
    check('point_accounts_one_owner_check', sql`(${table.ownerUserId} is null) <> (${table.ownerTeamId} is null)`),
  ],
);

export const ledgerKinds = ['debit', 'credit'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** Append-only (a trigger refuses UPDATE and DELETE): the history a balance is explained by. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => pointAccounts.id, { onDelete: 'restrict' }),
    /** Signed: positive for credits, negative for debits. */
    amount: integer('amount').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** The English text, kept as written: what a browser without a translation for `code` shows. */
    description: text('description').notNull(),
    /** What the line records, for the browser to translate (contract's ledgerEntryTexts); null on older lines. */
    code: text('code'),
    /** The values of the code's placeholders. */
    params: jsonb('params').$type<MessageParams>(),
    reference: text('reference'),
    /** A retried request or webhook carries the same key, so it changes the balance once. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('point_ledger_idempotency_key').on(table.idempotencyKey),
    index('point_ledger_account_created_idx').on(table.accountId, table.createdAt),
    check(
      'point_ledger_kind_sign_check',
      sql`(${table.kind} = 'credit' and ${table.amount} > 0) or (${table.kind} = 'debit' and ${table.amount} < 0)`,
    ),
  ],
);

export type PointLedgerRow = typeof pointLedger.$inferSelect;
