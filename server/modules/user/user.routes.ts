import { getMe } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { UserService } from './user.service';

export function registerUserRoutes(router: ApiRouter, users: UserService): void {
  router.implement(getMe, async (ctx) => users.getMe(requireSession(ctx).userId));
}
