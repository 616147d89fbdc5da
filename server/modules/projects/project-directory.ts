import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { projects } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { ProjectDirectory } from '../media';
import { atLeast, type ProjectAccessService } from './project-access';
import { descendants, findProjects, membershipsOf } from './projects.repository';

/** The projects seam the media and generation modules ask: access as the projects module decides it. */
export function createProjectDirectory(deps: { db: Database; access: ProjectAccessService }): ProjectDirectory {
  return {
    async writableProject(userId, projectId, workspace) {
      const access = await deps.access.resolve(userId, projectId);
      if (!access || access.project.teamId !== workspace || !atLeast(access.role, 'editor')) return null;
      return { id: access.project.id, name: access.project.name };
    },
    async readableProject(userId, projectId) {
      const access = await deps.access.resolve(userId, projectId);
      return access ? { id: access.project.id, name: access.project.name } : null;
    },
    async roleIn(userId, projectId) {
      return isUuid(projectId) ? ((await deps.access.resolve(userId, projectId))?.role ?? null) : null;
    },
    async sharedProjectIds(userId) {
      const roots = await findProjects(
        deps.db,
        (await membershipsOf(deps.db, userId)).map((membership) => membership.projectId),
      );
      // Sharing reaches only personal projects: a team project is read through the team, in the team's workspace.
      const personal = roots.filter((project) => project.teamId === null && project.ownerUserId !== userId).map((project) => project.id);
      return [...new Set([...personal, ...(await descendants(deps.db, personal)).map((project) => project.id)])];
    },
    async names(projectIds, db: Executor = deps.db) {
      const ids = [...new Set(projectIds)].filter(isUuid);
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
