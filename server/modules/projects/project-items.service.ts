import { errorCodes, projectLimits } from '../../../contract';
import type { Transaction } from '../../db/database';
import { HttpError, notFound } from '../../http-error';
import type { Logger } from '../../logger';
import { permissionDenied } from '../permissions';
import type { ProjectAccess } from './project-access';
import {
  ancestry,
  deleteProjects,
  descendants,
  fileMedia,
  lockTreeSpace,
  mediaPlacements,
  subtreeHeight,
  touchProjects,
  treeSpace,
  updateProject,
  type MediaPlacement,
} from './projects.repository';
import { tooDeep, workspaceOf, type ProjectsDeps } from './projects.service';

const invalidMove = (message: string) => new HttpError(errorCodes.invalidMove, message);
const creationNotFound = () => notFound('Creation not found.');

const unique = (ids: readonly string[]) => [...new Set(ids)];

export function createProjectItemsService(deps: ProjectsDeps & { logger: Logger }) {
  /** The creations, each checked: the caller may take it from where it is (404 as for a missing one otherwise). */
  async function placedContent(tx: Transaction, userId: string, ids: string[], workspace: string | null, needed: 'editor' | 'owner') {
    const rows = await mediaPlacements(tx, ids);
    if (rows.length !== ids.length) throw creationNotFound();
    const projects = new Map<string, ProjectAccess>();
    for (const row of rows) {
      if (row.teamId !== workspace) throw creationNotFound();
      if (row.projectId === null) {
        if (row.ownerUserId !== userId) throw creationNotFound();
        continue;
      }
      const access = projects.get(row.projectId) ?? (await deps.access.resolve(userId, row.projectId, tx));
      if (!access) throw creationNotFound();
      projects.set(row.projectId, access);
      if (needed === 'editor' && access.role === 'viewer') throw permissionDenied('You can only view this project.');
    }
    return { rows, projects };
  }

  async function moveProjects(tx: Transaction, userId: string, ids: string[], target: ProjectAccess | null, workspace: string | null) {
    const moved: ProjectAccess[] = [];
    for (const id of ids) moved.push(await deps.access.require(userId, id, 'owner', { workspace, db: tx }));
    const spaces = new Set([...moved, ...(target ? [target] : [])].map((access) => treeSpace(access.project)));
    if (spaces.size > 1) throw invalidMove('A project can only be moved among the projects of its owner.');
    await lockTreeSpace(tx, [...spaces][0]!);
    // Read again under the lock: a move that committed meanwhile may have changed the target's ancestors.
    const targetChain = target ? await ancestry(tx, target.project) : [];
    const now = deps.clock.now();
    for (const { project } of moved) {
      if (targetChain.some((row) => row.id === project.id)) {
        throw invalidMove('A project cannot be moved into itself or a project inside it.');
      }
      if (targetChain.length + (await subtreeHeight(tx, project.id)) > projectLimits.maxDepth) throw tooDeep();
      await updateProject(tx, project.id, { parentId: target?.project.id ?? null, updatedAt: now });
    }
    await touchProjects(tx, [...moved.map((access) => access.project.parentId), target?.project.id ?? null], now);
  }

  async function moveContent(tx: Transaction, userId: string, ids: string[], target: ProjectAccess | null, workspace: string | null) {
    const { rows, projects } = await placedContent(tx, userId, ids, workspace, 'editor');
    for (const row of rows) {
      const source = row.projectId ? projects.get(row.projectId) : undefined;
      // Someone else's creation stays in its tree: out to its maker's unassigned creations, or within the project.
      if (row.ownerUserId !== userId && target && source && treeSpace(source.project) !== treeSpace(target.project)) {
        throw invalidMove("Someone else's creation can only be moved within their project.");
      }
    }
    const count = await fileMedia(tx, ids, target?.project.id ?? null);
    await touchProjects(tx, [...rows.map((row: MediaPlacement) => row.projectId), target?.project.id ?? null], deps.clock.now());
    return count;
  }

  return {
    async move(
      userId: string,
      input: { target_project_id: string | null; project_ids: string[]; content_ids: string[]; team_id?: string | undefined },
    ) {
      const workspace = await workspaceOf(deps.teams, userId, input.team_id);
      const projectIds = unique(input.project_ids);
      const contentIds = unique(input.content_ids);
      return deps.db.transaction(async (tx) => {
        const target =
          input.target_project_id === null
            ? null
            : await deps.access.require(userId, input.target_project_id, 'editor', { workspace, db: tx });
        if (projectIds.length > 0) await moveProjects(tx, userId, projectIds, target, workspace);
        const movedContent = contentIds.length > 0 ? await moveContent(tx, userId, contentIds, target, workspace) : 0;
        return { moved_projects: projectIds.length, moved_content: movedContent };
      });
    },

    async delete(userId: string, input: { project_ids: string[]; content_ids: string[]; team_id?: string | undefined }) {
      const workspace = await workspaceOf(deps.teams, userId, input.team_id);
      const projectIds = unique(input.project_ids);
      const contentIds = unique(input.content_ids);
      const result = await deps.db.transaction(async (tx) => {
        const { rows } = await placedContent(tx, userId, contentIds, workspace, 'editor');
        if (rows.some((row) => row.ownerUserId !== userId)) throw permissionDenied('Only the person who made a creation can delete it.');
        const content = await deps.media.deleteOwned(userId, contentIds, tx);
        const doomed = new Set<string>();
        for (const id of projectIds) {
          const { project } = await deps.access.require(userId, id, 'owner', { workspace, db: tx });
          await lockTreeSpace(tx, treeSpace(project));
          doomed.add(project.id);
          for (const row of await descendants(tx, [project.id])) doomed.add(row.id);
        }
        const unassigned = await deleteProjects(tx, [...doomed]);
        return { deleted_projects: doomed.size, deleted_content: content.deleted, unassigned_content: unassigned, files: content.files };
      });
      const failed = await deps.media.removeFiles(result.files);
      if (failed.length > 0) deps.logger.warn('Deleted creations left files behind', { keys: failed });
      const { files: _files, ...answer } = result;
      return answer;
    },
  };
}

export type ProjectItemsService = ReturnType<typeof createProjectItemsService>;
