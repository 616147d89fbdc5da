export { registerGenerationRoutes } from './generation.routes';
export { createGenerationService } from './generation.service';
