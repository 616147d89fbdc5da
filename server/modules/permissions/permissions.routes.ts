import { getTaskAllowance } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { TaskAllowanceService } from './task-allowance.service';

export function registerPermissionRoutes(router: ApiRouter, deps: { allowance: TaskAllowanceService }): void {
  router.implement(getTaskAllowance, async (ctx) => deps.allowance.allowance(requireSession(ctx).userId, ctx.query.team_id));
}
