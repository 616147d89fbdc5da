import { z } from 'zod';
import { defineCall } from './core';
import { errorCodes as E } from './errors';
import { isWebhookUrl } from './webhook-url';

/** What a webhook can be told: a task of the user's ended; `webhook.test` is only sent by "Send test". */
export const webhookEventTypes = ['task.completed', 'task.failed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number] | 'webhook.test';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its events. */
export const WEBHOOK_SIGNATURE_HEADER = 'Studio-Signature';
/** A receiver refuses a delivery whose signed time is further than this from its own clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Webhooks one user may register. */
export const MAX_WEBHOOKS_PER_USER = 5;

export const webhookUrlSchema = z
  .string({ error: 'Please enter the URL to send events to.' })
  .trim()
  .min(1, 'Please enter the URL to send events to.')
  .max(2048, 'The URL is too long.')
  .refine(isWebhookUrl, 'Enter a web address starting with https:// (without a user name or password).');

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  /** The secret's last characters, so a user can tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookAttemptSchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  attempt: z.number().int().positive(),
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  attempted_at: z.string(),
  /** When the next try is due; null when this one succeeded or no more tries follow. */
  retry_at: z.string().nullable(),
  is_success: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

const idParams = z.object({ id: z.string() });

export const listWebhooks = defineCall({
  name: 'listWebhooks',
  method: 'get',
  path: '/user/webhooks',
  summary: "The user's webhooks (never their secrets)",
  tags: ['webhooks'],
  auth: 'session',
  answer: z.object({ webhooks: z.array(webhookSchema) }),
  errors: [E.unauthorized],
});

export const createWebhook = defineCall({
  name: 'createWebhook',
  method: 'post',
  path: '/user/webhooks',
  summary: 'Register a URL for task events; the signing secret is in this answer only',
  tags: ['webhooks'],
  auth: 'session',
  status: 201,
  body: z.object({
    url: webhookUrlSchema,
    events: z
      .array(z.enum(webhookEventTypes))
      .min(1)
      .max(webhookEventTypes.length)
      .default([...webhookEventTypes]),
  }),
  answer: z.object({ message: z.string(), webhook: webhookSchema, secret: z.string() }),
  errors: [E.unauthorized, E.permissionDenied],
});

export const deleteWebhook = defineCall({
  name: 'deleteWebhook',
  method: 'delete',
  path: '/user/webhooks/{id}',
  summary: 'Remove a webhook; its pending deliveries are dropped',
  tags: ['webhooks'],
  auth: 'session',
  params: idParams,
  answer: z.object({ message: z.string() }),
  errors: [E.unauthorized, E.notFound],
});

export const rotateWebhookSecret = defineCall({
  name: 'rotateWebhookSecret',
  method: 'post',
  path: '/user/webhooks/{id}/rotate-secret',
  summary: 'Replace the signing secret at once; the new one is in this answer only',
  tags: ['webhooks'],
  auth: 'session',
  params: idParams,
  answer: z.object({ message: z.string(), webhook: webhookSchema, secret: z.string() }),
  errors: [E.unauthorized, E.notFound],
});

export const sendWebhookTest = defineCall({
  name: 'sendWebhookTest',
  method: 'post',
  path: '/user/webhooks/{id}/test',
  summary: 'Send a signed `webhook.test` event now; answers how the first try went (retries follow as for any event)',
  tags: ['webhooks'],
  auth: 'session',
  params: idParams,
  answer: z.object({ attempt: webhookAttemptSchema }),
  errors: [E.unauthorized, E.notFound, E.permissionDenied],
});

export const listWebhookAttempts = defineCall({
  name: 'listWebhookAttempts',
  method: 'get',
  path: '/user/webhooks/{id}/attempts',
  summary: "The webhook's recent delivery attempts, newest first",
  tags: ['webhooks'],
  auth: 'session',
  params: idParams,
  answer: z.object({ attempts: z.array(webhookAttemptSchema) }),
  errors: [E.unauthorized, E.notFound],
});

/** The task as an event tells it: what it cost, what came back, and the creations it made. */
export const webhookTaskSchema = z.object({
  task_id: z.string(),
  status: z.enum(['complete', 'failed']),
  template_id: z.string(),
  project_id: z.string().nullable(),
  team_id: z.string().nullable(),
  cost: z.number().int().nonnegative(),
  /** The points the ledger gave back (the whole cost of a failed task, else 0). */
  refunded: z.number().int().nonnegative(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  /** Media ids of the results, in output order; read them with GET /generated-history or /media/files/{id}. */
  result_ids: z.array(z.string()),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

/** The body of every delivery of a task event; `id` is the same on every retry of it. */
export const webhookTaskEventSchema = z.object({
  id: z.string(),
  type: z.enum(webhookEventTypes),
  created_at: z.string(),
  data: z.object({ task: webhookTaskSchema }),
});

export const webhookTestEventSchema = z.object({
  id: z.string(),
  type: z.literal('webhook.test'),
  created_at: z.string(),
  data: z.object({ webhook_id: z.string() }),
});
