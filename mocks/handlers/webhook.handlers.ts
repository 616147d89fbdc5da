import {
  createWebhook,
  deleteWebhook,
  listWebhookAttempts,
  listWebhooks,
  rotateWebhookSecret,
  sendWebhookTest,
  type Webhook,
  type WebhookAttempt,
} from '@contract';
import { jsonBody, mockCall, mockError, mockPending } from '../contract-handler';
import { buildWebhook, buildWebhookAttempt, buildWebhookAttempts, buildWebhooks } from '../fixtures/webhook.fixtures';

const serverError = { message: '', code: 'internal_error' };
export const newWebhookSecret = 'whsec_Qm8vR2xKp4TzW9nYb6HcJ1sLd3FgA7eU0iXo9b3fT2k';

export const webhookHandlers = {
  list: (webhooks: Webhook[] = buildWebhooks()) => mockCall(listWebhooks, { webhooks }),
  listPending: () => mockPending(listWebhooks),
  listFailed: () => mockError(listWebhooks, 500, serverError),
  create: () =>
    mockCall(createWebhook, async ({ request }) => {
      const { url } = await jsonBody<{ url: string }>(request);
      return { message: 'Your webhook was added.', webhook: buildWebhook({ id: 'webhook-new', url }), secret: newWebhookSecret };
    }),
  createRefused: () =>
    mockError(createWebhook, 400, {
      message: 'Webhooks cannot be sent to private, local or link-local addresses.',
      code: 'validation_error',
      details: { fields: { url: 'Webhooks cannot be sent to private, local or link-local addresses.' } },
    }),
  remove: () => mockCall(deleteWebhook, { message: 'The webhook was removed.' }),
  rotate: () =>
    mockCall(rotateWebhookSecret, { message: 'A new signing secret is in use.', webhook: buildWebhook(), secret: newWebhookSecret }),
  sendTest: (attempt: WebhookAttempt = buildWebhookAttempt({ event_type: 'webhook.test' })) => mockCall(sendWebhookTest, { attempt }),
  attempts: (attempts: WebhookAttempt[] = buildWebhookAttempts()) => mockCall(listWebhookAttempts, { attempts }),
  attemptsFailed: () => mockError(listWebhookAttempts, 500, serverError),
};
