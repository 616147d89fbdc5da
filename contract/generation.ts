import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { messageParamsSchema } from './messages';
import { notificationEventSchema } from './notifications';
import { taskPointsSchema } from './points';

const inputValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What the workshop sends: inputs by requirement key, params by task id then key (spec part 2 §7). Image
 * inputs are the `local_image_url` of an upload or the `generated_url` of a creation, and must be the
 * caller's. The size goes in as `width` and `height` params (under any task; 0 and 0 mean Auto); a size that
 * is not one of the template's presets is a custom size (Pro). A `seed` of -1 or empty means random.
 */
export const workflowRequestSchema = z.object({
  template_id: z.string().min(1),
  user_inputs: z.record(z.string(), inputValue),
  user_params: z.record(z.string(), z.record(z.string(), inputValue)),
  project_id: z.string().optional(),
  team_id: z.string().optional(),
  /**
   * The caller's creation this run remixes (Remix in the details viewer): recorded as the result's parent, so
   * the result's chain shows where it came from. Must be the caller's own, like an image input.
   */
  remix_of: z.string().max(500).optional(),
});
export type WorkflowRequest = z.infer<typeof workflowRequestSchema>;

export const mediaTypeSchema = z.enum(['image', 'video']);

/** One finished output of a task. */
export const resultSchema = z.object({
  id: z.string(),
  url: z.string(),
  generated_url: z.string(),
  thumbnail_url: z.string().nullable(),
  type: mediaTypeSchema,
  service_type: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  seed: z.number().int().nullable(),
  prompt_text: z.string(),
  template_id: z.string(),
  params: z.record(z.string(), z.unknown()),
  is_favorite: z.boolean(),
  /** When the creation was stored, as the history lists it (ISO 8601). */
  creation_date: z.string(),
});
export type Result = z.infer<typeof resultSchema>;

export const taskStatuses = ['queued', 'running', 'complete', 'failed'] as const;

export const taskSchema = z.object({
  task_id: z.string(),
  status: z.enum(taskStatuses),
  /** 0 to 100 when the provider reports it; null while waiting in the queue or when unknown. */
  progress: z.number().min(0).max(100).nullable(),
  /** The server's English text: shown only when the browser has no translation for `error_code`. */
  error_message: z.string().nullable(),
  /** Why it failed (`taskErrorTexts` in messages.ts), translated by the browser; null while it has not failed. */
  error_code: z.string().nullable().optional(),
  /** The values of the code's placeholders. */
  error_params: messageParamsSchema.nullable().optional(),
  template_id: z.string(),
  cost: z.number().int().nonnegative(),
  created_at: z.string(),
});

export const projectRefSchema = z.object({ id: z.string(), project_name: z.string() });

export const runWorkflow = defineCall({
  name: 'runWorkflow',
  method: 'post',
  path: '/workflows/run',
  summary: 'Start a generation: checks tier, inputs, allowance and points, then debits and queues its tasks',
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  status: 202,
  idempotencyKey: true,
  body: workflowRequestSchema,
  answer: z.object({
    tasks: z.array(taskSchema),
    new_balance: z.number().int().nonnegative(),
    project_id: z.string().nullable(),
    /** Set when the run created a project (none was active). */
    new_project: projectRefSchema.nullable(),
    data: z.object({ results: z.array(resultSchema) }).optional(),
  }),
  errors: [
    E.unauthorized,
    E.notFound,
    E.tierNotAllowed,
    E.tooManyTasks,
    E.missingInputs,
    E.templateUnavailable,
    E.insufficientPoints,
    E.forbidden,
    E.rateLimited,
  ],
});

export const estimateWorkflowCost = defineCall({
  name: 'estimateWorkflowCost',
  method: 'post',
  path: '/workflows/cost',
  summary: 'What a run would cost the caller, by the same rules the run applies',
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  body: workflowRequestSchema,
  answer: z.object({ cost: z.number().int().nonnegative(), is_available: z.boolean() }),
  errors: [E.unauthorized, E.notFound],
});

export const getTaskStatus = defineCall({
  name: 'getTaskStatus',
  method: 'get',
  path: '/tasks/{taskId}',
  summary: "A task's status, progress and, once complete, its results",
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  params: z.object({ taskId: z.string() }),
  answer: taskSchema.extend({
    new_balance: z.number().int().nonnegative().optional(),
    data: z.object({ results: z.array(resultSchema) }).optional(),
    /** The points held for the task and any refund, from the ledger. */
    points: taskPointsSchema.optional(),
  }),
  errors: [E.unauthorized, E.notFound],
});

/** One server-sent event of `GET /tasks/events` (text/event-stream; `event:` is the kind). */
export const taskEventSchema = z.object({
  kind: z.enum(['progress', 'complete', 'failed']),
  task: taskSchema,
  results: z.array(resultSchema).optional(),
  new_balance: z.number().int().nonnegative().optional(),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

/**
 * `GET /tasks/events`: a `text/event-stream` of the caller's tasks. On connect, one `progress` event per task
 * still queued or running; then `progress`, `complete` and `failed` events as they happen (the `event:` line
 * is the kind, `data:` a TaskEvent as JSON, `id:` the task id). A comment line (`: heartbeat`) every 15 s keeps
 * proxies from closing an idle stream. Send the bearer token in the Authorization header (read the stream
 * with fetch; EventSource cannot set headers). The server ends the stream when it shuts down: reconnect.
 * A session's stream also carries `notification` events (a NotificationEvent, `id:` the notification's id) as
 * notifications arrive; clients that do not know the kind skip it.
 */
export const streamTaskEvents = defineCall({
  name: 'streamTaskEvents',
  method: 'get',
  path: '/tasks/events',
  summary: "Server-sent events of the caller's task progress and completions",
  tags: ['generation'],
  auth: { scope: 'generation:write' },
  answerKind: 'event-stream',
  answer: z.union([taskEventSchema, notificationEventSchema]),
  errors: [E.unauthorized, E.rateLimited],
});
