import type { ProjectRole } from '../../../contract';
import type { Database, Executor } from '../../db/database';
import type { ProjectRow } from '../../db/schema';
import { notFound } from '../../http-error';
import { permissionDenied, type TeamDirectory } from '../permissions';
import { ancestry, findProject, membershipsIn } from './projects.repository';

export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectRole;
  /** The project and its ancestors, nearest first. */
  chain: ProjectRow[];
  /** How many of `chain` the caller can see: the breadcrumb of a shared sub-project starts where sharing does. */
  visibleDepth: number;
}

const rank: Record<ProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

const projectNotFound = () => notFound('Project not found.');

const refusals: Record<ProjectRole, string> = {
  viewer: 'You cannot see this project.',
  editor: 'You can only view this project.',
  owner: "Only the project's owner can do this.",
};

export function atLeast(role: ProjectRole, needed: ProjectRole): boolean {
  return rank[role] >= rank[needed];
}

/**
 * The one place that decides who may do what with a project: its owner; a team's owner and admins (as owners)
 * and members (as editors) for a team project; a collaborator with the permission given on the project or on
 * any project above it. Anyone else learns nothing: 404, as for a project that does not exist.
 */
export function createProjectAccess(deps: { db: Database; teams: TeamDirectory }) {
  async function resolve(userId: string, projectId: string, db: Executor = deps.db): Promise<ProjectAccess | null> {
    const project = await findProject(db, projectId);
    if (!project) return null;
    const chain = await ancestry(db, project);
    if (project.teamId !== null) {
      const membership = await deps.teams.membership(userId, project.teamId, db);
      if (!membership) return null;
      return { project, chain, role: membership.role === 'member' ? 'editor' : 'owner', visibleDepth: chain.length };
    }
    if (project.ownerUserId === userId) return { project, chain, role: 'owner', visibleDepth: chain.length };
    const memberships = await membershipsIn(
      db,
      userId,
      chain.map((row) => row.id),
    );
    if (memberships.length === 0) return null;
    const role = memberships.some((m) => m.permission === 'editor') ? 'editor' : 'viewer';
    const shared = new Set(memberships.map((m) => m.projectId));
    const topIndex = chain.findLastIndex((row) => shared.has(row.id));
    return { project, chain, role, visibleDepth: topIndex + 1 };
  }

  return {
    resolve,
    /**
     * The caller's access, or a refusal: 404 when they cannot see the project (or it is not in the workspace
     * the call names: `workspace` is a team id, null for the personal one, undefined for no check), 403
     * permission_denied when they see it but may not do this.
     */
    async require(
      userId: string,
      projectId: string,
      needed: ProjectRole,
      options: { workspace?: string | null; db?: Executor } = {},
    ): Promise<ProjectAccess> {
      const access = await resolve(userId, projectId, options.db);
      if (!access) throw projectNotFound();
      if (options.workspace !== undefined && access.project.teamId !== options.workspace) throw projectNotFound();
      if (!atLeast(access.role, needed)) throw permissionDenied(refusals[needed]);
      return access;
    },
  };
}

export type ProjectAccessService = ReturnType<typeof createProjectAccess>;
