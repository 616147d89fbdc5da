import { estimateWorkflowCost, runWorkflow } from '../../../contract';
import { requireCaller, type ApiRouter } from '../../http/api-router';
import type { GenerationService } from './generation.service';

export function registerGenerationRoutes(router: ApiRouter, deps: { generation: GenerationService }): void {
  router.implement(runWorkflow, async (ctx) => deps.generation.run(requireCaller(ctx).userId, ctx.body, ctx.recordAnswer));
  router.implement(estimateWorkflowCost, async (ctx) => deps.generation.estimate(requireCaller(ctx).userId, ctx.body));
}
