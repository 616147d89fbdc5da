import { cancelTask, listQueueTasks, retryTask } from '../../../contract';
import { requireCaller, type ApiRouter } from '../../http/api-router';
import type { QueueService } from './queue.service';

export function registerQueueRoutes(router: ApiRouter, deps: { queue: QueueService }): void {
  router.implement(listQueueTasks, async (ctx) => deps.queue.list(requireCaller(ctx).userId, ctx.query.team_id));
  router.implement(cancelTask, async (ctx) => deps.queue.cancel(requireCaller(ctx).userId, ctx.params.taskId));
  router.implement(retryTask, async (ctx) => deps.queue.retry(requireCaller(ctx).userId, ctx.params.taskId, ctx.recordAnswer));
}
