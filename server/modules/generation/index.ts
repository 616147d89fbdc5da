export { registerGenerationRoutes } from './generation.routes';
export { createGenerationService, TIER_NOT_ALLOWED_MESSAGE, TOO_MANY_TASKS_MESSAGE, UNAVAILABLE_MESSAGE } from './generation.service';
export type { GenerationService, GenerationServiceDeps } from './generation.service';
export type { TaskEnqueuer } from './task-enqueuer';
