import { errorCodes, projectLimits, type CallAnswer, type getProjectContent, type Project, type ProjectRole } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { ProjectRow } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { MediaService, MediaUrls } from '../media';
import { hasPermission, type PermissionService, type TeamDirectory } from '../permissions';
import { atLeast, type ProjectAccessService } from './project-access';
import { newestFirst, projectViews, type SeenProject } from './project-views';
import {
  childrenOf,
  countOwnedProjects,
  descendants,
  findProjects,
  insertProject,
  lockTreeSpace,
  membershipsOf,
  ownedProjects,
  teamProjects,
  treeSpace,
  updateProject,
} from './projects.repository';

export interface ProjectsDeps {
  db: Database;
  clock: Clock;
  access: ProjectAccessService;
  teams: TeamDirectory;
  permissions: PermissionService;
  media: MediaService;
  urls: MediaUrls;
}

export const tooDeep = () =>
  new HttpError(errorCodes.projectLimit, `Projects can be nested at most ${projectLimits.maxDepth} levels deep.`);
const tooMany = () => new HttpError(errorCodes.projectLimit, `You can have at most ${projectLimits.maxProjectsPerOwner} projects.`);

/** The workspace a call names: a team the caller belongs to (404 otherwise), or null for the personal one. */
export async function workspaceOf(teams: TeamDirectory, userId: string, teamId: string | undefined): Promise<string | null> {
  if (teamId === undefined) return null;
  if (!(await teams.membership(userId, teamId))) throw notFound('Team not found.');
  return teamId;
}

/** Projects shared with the user (personal workspace) and everything below them, with the user's role in each. */
async function sharedWith(deps: ProjectsDeps, userId: string): Promise<SeenProject[]> {
  const memberships = await membershipsOf(deps.db, userId);
  const direct = new Map(memberships.map((m) => [m.projectId, m.permission as ProjectRole]));
  const roots = (await findProjects(deps.db, [...direct.keys()])).filter((row) => row.teamId === null && row.ownerUserId !== userId);
  const rows = new Map<string, ProjectRow>(
    [
      ...roots,
      ...(await descendants(
        deps.db,
        roots.map((row) => row.id),
      )),
    ].map((row) => [row.id, row]),
  );
  const roles = new Map<string, ProjectRole>();
  const roleOf = (row: ProjectRow): ProjectRole => {
    const known = roles.get(row.id);
    if (known) return known;
    const parent = row.parentId ? rows.get(row.parentId) : undefined;
    const inherited = parent ? roleOf(parent) : 'viewer';
    const own = direct.get(row.id) ?? 'viewer';
    const role = atLeast(own, inherited) ? own : inherited;
    roles.set(row.id, role);
    return role;
  };
  return [...rows.values()].map((row) => ({
    row,
    role: roleOf(row),
    parentId: row.parentId && rows.has(row.parentId) ? row.parentId : null,
  }));
}

export function createProjectsService(deps: ProjectsDeps) {
  async function views(userId: string, seen: SeenProject[]): Promise<Project[]> {
    const mayShare = hasPermission(await deps.permissions.rulesForUser(userId), 'projects.canShare');
    return projectViews(deps.db, seen, { urls: deps.urls, mayShare });
  }

  async function viewOf(userId: string, projectId: string): Promise<Project> {
    const access = await deps.access.require(userId, projectId, 'viewer');
    const parentId = access.visibleDepth > 1 ? access.project.parentId : null;
    const [view] = await views(userId, [{ row: access.project, role: access.role, parentId }]);
    if (!view) throw new Error('A project view went missing');
    return view;
  }

  return {
    viewOf,

    async list(userId: string, teamId: string | undefined): Promise<Project[]> {
      const workspace = await workspaceOf(deps.teams, userId, teamId);
      let seen: SeenProject[];
      if (workspace === null) {
        const owned = (await ownedProjects(deps.db, userId, null)).map((row) => ({ row, role: 'owner' as const, parentId: row.parentId }));
        seen = [...owned, ...(await sharedWith(deps, userId))];
      } else {
        const membership = await deps.teams.membership(userId, workspace);
        const role: ProjectRole = membership?.role === 'member' ? 'editor' : 'owner';
        seen = (await teamProjects(deps.db, workspace)).map((row) => ({ row, role, parentId: row.parentId }));
      }
      return (await views(userId, seen)).toSorted(newestFirst);
    },

    async create(userId: string, input: { project_name: string; parent_id?: string | null | undefined; team_id?: string | undefined }) {
      const workspace = await workspaceOf(deps.teams, userId, input.team_id);
      const parentId = input.parent_id ?? null;
      const created = await deps.db.transaction(async (tx) => {
        let ownerUserId = userId;
        if (parentId !== null) {
          const parent = await deps.access.require(userId, parentId, 'editor', { workspace, db: tx });
          if (parent.chain.length >= projectLimits.maxDepth) throw tooDeep();
          // A folder made inside someone else's project belongs to that tree's owner, like the rest of it.
          ownerUserId = parent.project.ownerUserId;
        }
        await lockTreeSpace(tx, treeSpace({ teamId: workspace, ownerUserId }));
        if ((await countOwnedProjects(tx, ownerUserId)) >= projectLimits.maxProjectsPerOwner) throw tooMany();
        const now = deps.clock.now();
        const row = await insertProject(tx, {
          ownerUserId,
          teamId: workspace,
          parentId,
          createdBy: userId,
          name: input.project_name,
          createdAt: now,
          updatedAt: now,
        });
        if (parentId !== null) await updateProject(tx, parentId, { updatedAt: now });
        return row;
      });
      return viewOf(userId, created.id);
    },

    async rename(userId: string, projectId: string, input: { project_name: string; team_id?: string | undefined }) {
      const workspace = await workspaceOf(deps.teams, userId, input.team_id);
      await deps.access.require(userId, projectId, 'owner', { workspace });
      await updateProject(deps.db, projectId, { name: input.project_name, updatedAt: deps.clock.now() });
      return viewOf(userId, projectId);
    },

    async content(
      userId: string,
      projectId: string,
      page: { cursor?: string | undefined; per_page: number },
    ): Promise<CallAnswer<typeof getProjectContent>> {
      const access = await deps.access.require(userId, projectId, 'viewer');
      const childRows = await childrenOf(deps.db, projectId);
      const [project, ...children] = await views(userId, [
        { row: access.project, role: access.role, parentId: access.visibleDepth > 1 ? access.project.parentId : null },
        ...childRows.map((row) => ({ row, role: access.role, parentId: projectId })),
      ]);
      if (!project) throw new Error('A project view went missing');
      const { history, ...more } = await deps.media.projectHistory(userId, projectId, access.project.name, page);
      const path = access.chain
        .slice(1, access.visibleDepth)
        .toReversed()
        .map((row) => ({ id: row.id, project_name: row.name }));
      return { project, path, children: children.toSorted(newestFirst), history, ...more };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
