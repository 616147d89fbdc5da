import { route } from '../call-route';
import type * as webhookCalls from '../webhooks';

/** The browser's routes for the calls of contract/webhooks.ts; contract/browser.ts gathers them. */
export const listWebhooks = route<typeof webhookCalls.listWebhooks>({ name: 'listWebhooks', method: 'get', path: '/user/webhooks' });
export const createWebhook = route<typeof webhookCalls.createWebhook>({ name: 'createWebhook', method: 'post', path: '/user/webhooks' });
export const deleteWebhook = route<typeof webhookCalls.deleteWebhook>({
  name: 'deleteWebhook',
  method: 'delete',
  path: '/user/webhooks/{id}',
});
export const rotateWebhookSecret = route<typeof webhookCalls.rotateWebhookSecret>({
  name: 'rotateWebhookSecret',
  method: 'post',
  path: '/user/webhooks/{id}/rotate-secret',
});
export const sendWebhookTest = route<typeof webhookCalls.sendWebhookTest>({
  name: 'sendWebhookTest',
  method: 'post',
  path: '/user/webhooks/{id}/test',
});
export const listWebhookAttempts = route<typeof webhookCalls.listWebhookAttempts>({
  name: 'listWebhookAttempts',
  method: 'get',
  path: '/user/webhooks/{id}/attempts',
});
