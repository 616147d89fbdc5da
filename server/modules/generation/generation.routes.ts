import { estimateWorkflowCost, runWorkflow, tierSchema, type Tier } from '../../../contract';
import type { Caller } from '../../callers';
import { requireCaller, type ApiRouter } from '../../http/api-router';
import type { GenerationService } from './generation.service';

/** The tier the session's own query read with the call (a run then reads the user no second time); none for a key. */
function sessionTier(caller: Caller): Tier | undefined {
  return caller.kind === 'session' ? tierSchema.safeParse(caller.account.tier).data : undefined;
}

export function registerGenerationRoutes(router: ApiRouter, deps: { generation: GenerationService }): void {
  router.implement(runWorkflow, async (ctx) => {
    const caller = requireCaller(ctx);
    return deps.generation.run(caller.userId, ctx.body, ctx.recordAnswer, sessionTier(caller));
  });
  router.implement(estimateWorkflowCost, async (ctx) => deps.generation.estimate(requireCaller(ctx).userId, ctx.body));
}
