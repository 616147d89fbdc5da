import { createApiKey, listApiKeys, revokeApiKey } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { ApiKeyService } from './api-keys.service';

export function registerApiKeyRoutes(router: ApiRouter, deps: { apiKeys: ApiKeyService }): void {
  router.implement(listApiKeys, async (ctx) => deps.apiKeys.list(requireSession(ctx).userId));
  router.implement(createApiKey, async (ctx) => deps.apiKeys.create(requireSession(ctx).userId, ctx.body));
  router.implement(revokeApiKey, async (ctx) => deps.apiKeys.revoke(requireSession(ctx).userId, ctx.params.id));
}
