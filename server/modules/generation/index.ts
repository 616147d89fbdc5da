export { registerGenerationRoutes } from './generation.routes';
export { createGenerationService } from './generation.service';
export type { GenerationService, GenerationServiceDeps } from './generation.service';
export type { TaskEnqueuer } from './task-enqueuer';
