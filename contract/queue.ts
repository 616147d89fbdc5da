import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { runWorkflow, taskSchema } from './generation';

const inputValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** What the task was started with: enough to run it again or to fill the workshop ("Edit and retry"). */
export const taskInputsSchema = z.object({
  template_id: z.string(),
  user_inputs: z.record(z.string(), inputValue),
  user_params: z.record(z.string(), z.record(z.string(), inputValue)),
  project_id: z.string().nullable(),
});
export type TaskInputs = z.infer<typeof taskInputsSchema>;

/** One row of the queue panel: a task of the workspace and what the caller may do with it. */
export const queueTaskSchema = taskSchema.extend({
  /** The template's name when the task was started. */
  template_label: z.string(),
  /** 1 for the next task the workers will take, among every queued task; null unless queued. */
  place: z.number().int().positive().nullable(),
  /** Who started it (a team's queue shows every member's tasks). */
  owner_name: z.string(),
  is_own: z.boolean(),
  can_cancel: z.boolean(),
  can_retry: z.boolean(),
  /** The task's inputs, only for the caller's own tasks (their image inputs are theirs alone). */
  inputs: taskInputsSchema.nullable(),
});
export type QueueTask = z.infer<typeof queueTaskSchema>;

/** The tasks the queue panel lists: every queued and running one, and the most recent finished ones. */
export const QUEUE_FINISHED_LIMIT = 100;

export const listQueueTasks = defineCall({
  name: 'listQueueTasks',
  method: 'get',
  path: '/tasks',
  summary:
    "The workspace's tasks: queued (with their place in line) and running ones, then the most recent finished ones. " +
    "With team_id, every member's tasks in the team's workspace; without, the caller's personal tasks",
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  query: z.object({ team_id: z.string().optional() }),
  answer: z.object({ tasks: z.array(queueTaskSchema) }),
  errors: [E.unauthorized, E.notFound, E.forbidden],
});

export const cancelTask = defineCall({
  name: 'cancelTask',
  method: 'post',
  path: '/tasks/{taskId}/cancel',
  summary:
    'Cancel a queued or running task and refund its points at once. Its starter may cancel it; in a team, so may ' +
    'the owner and admins. Cancelling a cancelled task answers it again and refunds nothing more',
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  params: z.object({ taskId: z.string() }),
  answer: z.object({
    task: queueTaskSchema,
    /** The points given back to the account the task was paid from. */
    refunded: z.number().int().nonnegative(),
    /** The caller's balance (or the team pool's) after the refund. */
    new_balance: z.number().int().nonnegative(),
  }),
  errors: [E.unauthorized, E.notFound, E.forbidden, E.permissionDenied, E.taskEnded],
});

export const retryTask = defineCall({
  name: 'retryTask',
  method: 'post',
  path: '/tasks/{taskId}/retry',
  summary: 'Run a failed (or cancelled) task again exactly as it was started: a new task, checked and paid like any run',
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  status: 202,
  idempotencyKey: true,
  params: z.object({ taskId: z.string() }),
  answer: runWorkflow.answer,
  errors: [...runWorkflow.errors, E.taskNotFailed],
});
