import {
  acceptProjectInvitation,
  cancelProjectInvitation,
  createProject,
  declineProjectInvitation,
  deleteProjectItems,
  getProjectContent,
  getProjectSharing,
  leaveProject,
  listPendingProjectInvitations,
  listProjects,
  moveProjectItems,
  removeProjectCollaborator,
  renameProject,
  shareProject,
  updateProjectCollaborator,
  type GeneratedMedia,
  type Project,
  type ProjectInvitation,
} from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildHistory } from '../fixtures/media.fixtures';
import { buildProject, buildProjectTreeFixture, buildSharing } from '../fixtures/project.fixtures';

const serverError = { message: '', code: 'internal_error' };

/** A project's page from the list it belongs to: its path, children and `history` as its creations. */
function contentOf(projects: readonly Project[], history: readonly GeneratedMedia[]) {
  return mockCall(getProjectContent, ({ params }) => {
    const id = String(params.id);
    const project = projects.find((candidate) => candidate.id === id) ?? buildProject({ id });
    const path: Array<{ id: string; project_name: string }> = [];
    let parent = projects.find((candidate) => candidate.id === project.parent_id);
    while (parent) {
      path.unshift({ id: parent.id, project_name: parent.project_name });
      const parentId = parent.parent_id;
      parent = projects.find((candidate) => candidate.id === parentId);
    }
    const children = projects.filter((candidate) => candidate.parent_id === id);
    return {
      project,
      path,
      children,
      history: history.map((item) => ({ ...item, project_id: id, project_name: project.project_name })),
      next_cursor: null,
    };
  });
}

export const projectHandlers = {
  list: (projects: readonly Project[] = buildProjectTreeFixture()) => mockCall(listProjects, { projects: [...projects] }),
  listEmpty: () => mockCall(listProjects, { projects: [] }),
  listPending: () => mockPending(listProjects),
  listFailed: () => mockError(listProjects, 500, serverError),

  create: () =>
    mockCall(createProject, async ({ request }) => {
      const body = (await request.json()) as { project_name: string; parent_id?: string | null };
      return buildProject({ project_name: body.project_name, parent_id: body.parent_id ?? null });
    }),
  createPending: () => mockPending(createProject),
  createFailed: () => mockError(createProject, 500, serverError),
  rename: () =>
    mockCall(renameProject, async ({ request, params }) => {
      const body = (await request.json()) as { project_name: string };
      return buildProject({ id: String(params.id), project_name: body.project_name });
    }),
  renamePending: () => mockPending(renameProject),
  move: () => mockCall(moveProjectItems, { moved_projects: 1, moved_content: 0 }),
  moveFailed: () =>
    mockError(moveProjectItems, 400, { code: 'invalid_move', message: 'A project cannot be moved into itself or a project inside it.' }),
  delete: () => mockCall(deleteProjectItems, { deleted_projects: 1, deleted_content: 0, unassigned_content: 0 }),
  deleteFailed: () => mockError(deleteProjectItems, 500, { code: 'internal_error', message: 'The server could not delete the items.' }),
  leave: () => mockCall(leaveProject, { success: true as const }),

  content: (projects: readonly Project[] = buildProjectTreeFixture(), history: readonly GeneratedMedia[] = buildHistory(12)) =>
    contentOf(projects, history),
  contentFailed: () => mockError(getProjectContent, 500, serverError),

  sharing: (sharing = buildSharing()) => mockCall(getProjectSharing, sharing),
  share: () =>
    mockCall(shareProject, async ({ request }) => {
      const body = (await request.json()) as { email: string; permission?: 'viewer' | 'editor' };
      return {
        invitation: {
          id: 'inv-new',
          invitee_email: body.email,
          permission_level: body.permission ?? 'viewer',
          sent_on: '2026-03-03T10:00:00.000Z',
        },
      };
    }),
  sharePending: () => mockPending(shareProject),
  shareFailed: () => mockError(shareProject, 500, serverError),
  cancelInvitation: () => mockCall(cancelProjectInvitation, { success: true as const }),
  cancelInvitationFailed: () => mockError(cancelProjectInvitation, 500, serverError),
  updateCollaborator: () =>
    mockCall(updateProjectCollaborator, async ({ request, params }) => {
      const body = (await request.json()) as { permission: 'viewer' | 'editor' };
      return { user_id: String(params.userId), display_name: 'lena_draws', email: 'lena@example.com', permission_level: body.permission };
    }),
  removeCollaborator: () => mockCall(removeProjectCollaborator, { success: true as const }),
  removeCollaboratorFailed: () => mockError(removeProjectCollaborator, 500, serverError),

  pendingInvitations: (invitations: readonly ProjectInvitation[] = []) =>
    mockCall(listPendingProjectInvitations, { invitations: [...invitations] }),
  accept: () => mockCall(acceptProjectInvitation, { project_id: 'p-shared' }),
  decline: () => mockCall(declineProjectInvitation, { success: true as const }),

  defaults: () => [
    projectHandlers.list(),
    projectHandlers.create(),
    projectHandlers.rename(),
    projectHandlers.move(),
    projectHandlers.delete(),
    projectHandlers.leave(),
    projectHandlers.content(),
    projectHandlers.sharing(),
    projectHandlers.share(),
    projectHandlers.cancelInvitation(),
    projectHandlers.updateCollaborator(),
    projectHandlers.removeCollaborator(),
    projectHandlers.pendingInvitations(),
    projectHandlers.accept(),
    projectHandlers.decline(),
  ],
};
