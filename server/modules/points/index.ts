export { registerPointsRoutes } from './points.routes';
export { createPointsService, ledgerText } from './points.service';
export type { PointsChange, PointsService } from './points.service';
