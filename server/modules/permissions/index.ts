export { registerPermissionRoutes } from './permissions.routes';
export { createPermissionService, hasPermission, permissionDenied } from './permissions.service';
export type { PermissionService } from './permissions.service';
export { createTaskAllowanceService } from './task-allowance.service';
export type { TaskCounter } from './task-counter';
export type { TeamDirectory, TeamRole } from './team-directory';
