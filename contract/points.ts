import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { messageParamsSchema } from './messages';

export const getPointsBalance = defineCall({
  name: 'getPointsBalance',
  method: 'get',
  path: '/points/balance',
  summary: "The user's points balance",
  tags: ['points'],
  auth: 'session',
  answer: z.object({ points_balance: z.number().int().nonnegative() }),
  errors: [E.unauthorized],
});

export const pointsHistoryEntrySchema = z.object({
  id: z.string(),
  transaction_type: z.enum(['debit', 'credit']),
  amount: z.number().int().positive(),
  /** The server's English text: shown only when the browser has no translation for `code`. */
  description: z.string(),
  transaction_date: z.string(),
  /** What the line records (`ledgerEntryTexts` in messages.ts), translated by the browser; null on old lines. */
  code: z.string().nullable().optional(),
  /** The values of the code's placeholders, such as the template's name. */
  params: messageParamsSchema.nullable().optional(),
  /** The task a generation's charge or refund is about (open it with GET /tasks/{taskId}); null for other lines. */
  task_id: z.string().nullable().optional(),
  /** That task's first creation, while it exists. */
  media_id: z.string().nullable().optional(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntrySchema>;

/** What a task cost and what came back, read from the points ledger (its lines for the task are listed). */
export const taskPointsSchema = z.object({
  charged: z.number().int().nonnegative(),
  refunded: z.number().int().nonnegative(),
  entries: z.array(pointsHistoryEntrySchema.pick({ id: true, transaction_type: true, amount: true, transaction_date: true })),
});
export type TaskPoints = z.infer<typeof taskPointsSchema>;

export const paginationSchema = z.object({
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  total_items: z.number().int().nonnegative(),
});

export const getPointsHistory = defineCall({
  name: 'getPointsHistory',
  method: 'get',
  path: '/points/history',
  summary: "The user's points ledger, newest first",
  tags: ['points'],
  auth: 'session',
  query: z.object({
    page: z.coerce.number().int().positive().default(1),
    per_page: z.coerce.number().int().positive().max(100).default(20),
  }),
  answer: z.object({ history: z.array(pointsHistoryEntrySchema), pagination: paginationSchema }),
  errors: [E.unauthorized],
});
