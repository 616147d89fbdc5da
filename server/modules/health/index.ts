export { pingDatabase } from './health.repository';
export { registerHealthRoutes, registerProbeRoutes } from './health.routes';
