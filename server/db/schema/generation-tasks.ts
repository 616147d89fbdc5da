import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageParams } from '../../../contract';
import { pointAccounts } from './points';
import { projects } from './projects';
import { users } from './users';

export const taskStatuses = ['queued', 'running', 'complete', 'failed'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/**
 * One accepted generation. Inserted in the transaction that debits its cost and enqueues its job, so a task
 * row exists exactly when its points were taken; `cost` and `account_id` are what a refund gives back.
 */
export const generationTasks = pgTable(
  'generation_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account debited: the user's own now, a team's pool once teams exist. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => pointAccounts.id, { onDelete: 'restrict' }),
    teamId: uuid('team_id'),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    templateId: text('template_id').notNull(),
    /** Kept so the ledger's refund line names what failed even after the catalog changes. */
    templateLabel: text('template_label').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('queued'),
    progress: integer('progress'),
    /** The English text for the user: what a browser without a translation for `errorCode` shows. */
    errorMessage: text('error_message'),
    /** Why it failed, for the browser to translate (contract's taskErrorTexts); null on older rows. */
    errorCode: text('error_code'),
    /** The values of the code's placeholders. */
    errorParams: jsonb('error_params').$type<MessageParams>(),
    /** Why it failed, for operators (a provider's own words, a missing model): never shown to the user. */
    errorDetail: text('error_detail'),
    cost: integer('cost').notNull(),
    /** The resolved run (provider, model, prompt, seed, sizes, params, input media ids): what the worker executes. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    providerName: text('provider_name').notNull(),
    /** The provider's own id, stored before waiting so a restarted worker can look the task up there. */
    providerTaskId: text('provider_task_id'),
    attempts: integer('attempts').notNull().default(0),
    /** The worker that claimed the current attempt (WORKER_ID), so that worker takes it back at once after a restart. */
    workerId: text('worker_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('generation_tasks_user_status_idx').on(table.userId, table.status),
    index('generation_tasks_user_created_idx').on(table.userId, table.createdAt),
    index('generation_tasks_running_worker_idx')
      .on(table.workerId)
      .where(sql`${table.status} = 'running'`),
    check('generation_tasks_status_check', sql`${table.status} in ('queued', 'running', 'complete', 'failed')`),
    check('generation_tasks_progress_check', sql`${table.progress} is null or ${table.progress} between 0 and 100`),
    check('generation_tasks_cost_check', sql`${table.cost} >= 0`),
  ],
);

export type GenerationTaskRow = typeof generationTasks.$inferSelect;
