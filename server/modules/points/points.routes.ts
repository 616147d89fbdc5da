import { getPointsBalance, getPointsHistory } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { PointsService } from './points.service';

export function registerPointsRoutes(router: ApiRouter, deps: { points: PointsService }): void {
  router.implement(getPointsBalance, async (ctx) => deps.points.balance(requireSession(ctx).userId));
  router.implement(getPointsHistory, async (ctx) => deps.points.history(requireSession(ctx).userId, ctx.query));
}
