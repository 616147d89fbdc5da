export { createProjectAccess } from './project-access';
export { createProjectDirectory } from './project-directory';
export { createProjectItemsService } from './project-items.service';
export { registerProjectRoutes } from './projects.routes';
export { createProjectsService } from './projects.service';
export { createSharingService } from './sharing.service';
