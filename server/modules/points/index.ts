export { registerPointsRoutes } from './points.routes';
export { createPointsService, insufficientPoints, ledgerText, STARTING_GRANT_DESCRIPTION } from './points.service';
export type { PointsChange, PointsResult, PointsService } from './points.service';
