import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  acceptProjectInvitation,
  cancelProjectInvitation,
  createProject,
  declineProjectInvitation,
  deleteProjectItems,
  leaveProject,
  listProjects,
  moveProjectItems,
  removeProjectCollaborator,
  renameProject,
  shareProject,
  updateProjectCollaborator,
  withSubProjects,
  type CallAnswer,
  type Project,
  type ProjectPermissionLevel,
} from '@contract/browser';
import { applyOptimistically } from '@/lib/optimistic-update';
import { refreshHistory } from '../generation';
import { api } from '../session';
import { projectKeys } from './keys';

type ProjectList = CallAnswer<typeof listProjects>;

/** What a mutation needs: the cache, and the workspace its calls name (null for the personal one). */
export interface ProjectMutationContext {
  queryClient: QueryClient;
  teamId: string | null;
}

const workspaceField = (teamId: string | null) => (teamId ? { team_id: teamId } : {});

/**
 * Applies a change to the cached project list at once and answers how to undo it (spec part 2 §4: project tree
 * changes are applied at once and reverted on failure).
 */
function applyAtOnce(context: ProjectMutationContext, change: (projects: Project[]) => Project[]): Promise<() => void> {
  return applyOptimistically<ProjectList>(context.queryClient, projectKeys.list(context.teamId), (list) => ({
    projects: change(list.projects),
  }));
}

/**
 * After any change: the lists, the project pages and the histories may all show it. The pages of projects that no
 * longer exist for the caller (deleted, left) are only marked stale: asking for them again would answer 404 while
 * their screen is on its way out.
 */
function refreshAll(queryClient: QueryClient, gone: ReadonlySet<string> = new Set()) {
  const isGone = (key: readonly unknown[]) => typeof key[2] === 'string' && gone.has(key[2]);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.contents(), predicate: (query) => !isGone(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.contents(), predicate: (query) => isGone(query.queryKey), refetchType: 'none' }),
    refreshHistory(queryClient),
  ]);
}

export function createProjectMutationOptions(context: ProjectMutationContext) {
  return mutationOptions({
    mutationFn: (input: { name: string; parentId: string | null }) =>
      api(createProject, { body: { project_name: input.name, parent_id: input.parentId, ...workspaceField(context.teamId) } }),
    onSuccess: () => refreshAll(context.queryClient),
  });
}

export function renameProjectMutationOptions(context: ProjectMutationContext) {
  return mutationOptions({
    mutationFn: (input: { projectId: string; name: string }) =>
      api(renameProject, { params: { id: input.projectId }, body: { project_name: input.name, ...workspaceField(context.teamId) } }),
    onMutate: ({ projectId, name }) =>
      applyAtOnce(context, (projects) =>
        projects.map((project) => (project.id === projectId ? { ...project, project_name: name } : project)),
      ),
    onError: (_error, _input, undo) => undo?.(),
    onSettled: () => refreshAll(context.queryClient),
  });
}

export interface MoveItemsInput {
  /** null moves to the root ('My Studio (Root)'). */
  targetProjectId: string | null;
  projectIds: string[];
  contentIds: string[];
}

export function moveItemsMutationOptions(context: ProjectMutationContext) {
  return mutationOptions({
    mutationFn: (input: MoveItemsInput) =>
      api(moveProjectItems, {
        body: {
          target_project_id: input.targetProjectId,
          project_ids: input.projectIds,
          content_ids: input.contentIds,
          ...workspaceField(context.teamId),
        },
      }),
    onMutate: ({ targetProjectId, projectIds }) =>
      applyAtOnce(context, (projects) =>
        projects.map((project) => (projectIds.includes(project.id) ? { ...project, parent_id: targetProjectId } : project)),
      ),
    onError: (_error, _input, undo) => undo?.(),
    onSettled: () => refreshAll(context.queryClient),
  });
}

export function deleteItemsMutationOptions(context: ProjectMutationContext) {
  return mutationOptions({
    mutationFn: (input: { projectIds: string[]; contentIds: string[] }) =>
      api(deleteProjectItems, {
        body: { project_ids: input.projectIds, content_ids: input.contentIds, ...workspaceField(context.teamId) },
      }),
    onMutate: async ({ projectIds }) => {
      // Sub-projects go with their parent.
      let doomed = new Set(projectIds);
      const undo = await applyAtOnce(context, (projects) => {
        doomed = withSubProjects(projects, projectIds);
        return projects.filter((project) => !doomed.has(project.id));
      });
      return { undo, doomed };
    },
    onError: (_error, _input, applied) => applied?.undo(),
    onSettled: (_answer, error, _input, applied) => refreshAll(context.queryClient, error ? new Set() : applied?.doomed),
  });
}

export function leaveProjectMutationOptions(context: ProjectMutationContext) {
  return mutationOptions({
    mutationFn: (projectId: string) => api(leaveProject, { params: { id: projectId } }),
    onMutate: (projectId) => applyAtOnce(context, (projects) => projects.filter((project) => project.id !== projectId)),
    onError: (_error, _input, undo) => undo?.(),
    onSettled: (_answer, error, projectId) => refreshAll(context.queryClient, error ? new Set() : new Set([projectId])),
  });
}

/** Sharing calls all refresh the share dialog's lists of the project. */
export function sharingMutationOptions(queryClient: QueryClient, projectId: string) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectKeys.sharing(projectId) });
  return {
    share: mutationOptions({
      mutationFn: (input: { email: string; permission: ProjectPermissionLevel }) =>
        api(shareProject, { params: { id: projectId }, body: input }),
      onSettled: refresh,
    }),
    cancelInvitation: mutationOptions({
      mutationFn: (email: string) => api(cancelProjectInvitation, { params: { id: projectId }, body: { email } }),
      onSettled: refresh,
    }),
    updateCollaborator: mutationOptions({
      mutationFn: (input: { userId: string; permission: ProjectPermissionLevel }) =>
        api(updateProjectCollaborator, { params: { id: projectId, userId: input.userId }, body: { permission: input.permission } }),
      onSettled: refresh,
    }),
    removeCollaborator: mutationOptions({
      mutationFn: (userId: string) => api(removeProjectCollaborator, { params: { id: projectId, userId } }),
      onSettled: refresh,
    }),
  };
}

/** Accepting or declining an invitation; an accepted project appears in the sidebar as shared. */
export function answerInvitationMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async ({ token, accept }: { token: string; accept: boolean }): Promise<void> => {
      if (accept) await api(acceptProjectInvitation, { body: { token } });
      else await api(declineProjectInvitation, { body: { token } });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.pendingInvitations() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
