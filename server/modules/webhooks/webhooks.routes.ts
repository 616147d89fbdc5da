import { createWebhook, deleteWebhook, listWebhookAttempts, listWebhooks, rotateWebhookSecret, sendWebhookTest } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { WebhookService } from './webhooks.service';

export function registerWebhookRoutes(router: ApiRouter, deps: { webhooks: WebhookService }): void {
  const { webhooks } = deps;
  router.implement(listWebhooks, async (ctx) => webhooks.list(requireSession(ctx).userId));
  router.implement(createWebhook, async (ctx) => webhooks.create(requireSession(ctx).userId, ctx.body));
  router.implement(deleteWebhook, async (ctx) => webhooks.remove(requireSession(ctx).userId, ctx.params.id));
  router.implement(rotateWebhookSecret, async (ctx) => webhooks.rotateSecret(requireSession(ctx).userId, ctx.params.id));
  router.implement(sendWebhookTest, async (ctx) => webhooks.sendTest(requireSession(ctx).userId, ctx.params.id));
  router.implement(listWebhookAttempts, async (ctx) => webhooks.attempts(requireSession(ctx).userId, ctx.params.id));
}
