import { getMe, updateSettings } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { UserService } from './user.service';

export function registerUserRoutes(router: ApiRouter, users: UserService): void {
  router.implement(getMe, async (ctx) => users.me(requireSession(ctx)));
  router.implement(updateSettings, async (ctx) => users.updateSettings(requireSession(ctx).userId, ctx.body));
}
