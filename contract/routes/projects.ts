import { route } from '../call-route.ts';
import type * as projectCalls from '../projects';

/** The browser's routes for the calls of contract/projects.ts; contract/browser.ts gathers them. */
export const listProjects = route<typeof projectCalls.listProjects>({ name: 'listProjects', method: 'get', path: '/projects' });
export const createProject = route<typeof projectCalls.createProject>({ name: 'createProject', method: 'post', path: '/projects' });
export const renameProject = route<typeof projectCalls.renameProject>({ name: 'renameProject', method: 'patch', path: '/projects/{id}' });
export const getProjectContent = route<typeof projectCalls.getProjectContent>({
  name: 'getProjectContent',
  method: 'get',
  path: '/projects/{id}/content',
});
export const moveProjectItems = route<typeof projectCalls.moveProjectItems>({
  name: 'moveProjectItems',
  method: 'post',
  path: '/projects/move',
});
export const deleteProjectItems = route<typeof projectCalls.deleteProjectItems>({
  name: 'deleteProjectItems',
  method: 'post',
  path: '/projects/delete',
});
export const getProjectSharing = route<typeof projectCalls.getProjectSharing>({
  name: 'getProjectSharing',
  method: 'get',
  path: '/projects/{id}/sharing',
});
export const shareProject = route<typeof projectCalls.shareProject>({ name: 'shareProject', method: 'post', path: '/projects/{id}/share' });
export const cancelProjectInvitation = route<typeof projectCalls.cancelProjectInvitation>({
  name: 'cancelProjectInvitation',
  method: 'post',
  path: '/projects/{id}/invitations/cancel',
});
export const updateProjectCollaborator = route<typeof projectCalls.updateProjectCollaborator>({
  name: 'updateProjectCollaborator',
  method: 'patch',
  path: '/projects/{id}/collaborators/{userId}',
});
export const removeProjectCollaborator = route<typeof projectCalls.removeProjectCollaborator>({
  name: 'removeProjectCollaborator',
  method: 'delete',
  path: '/projects/{id}/collaborators/{userId}',
});
export const leaveProject = route<typeof projectCalls.leaveProject>({ name: 'leaveProject', method: 'post', path: '/projects/{id}/leave' });
export const listPendingProjectInvitations = route<typeof projectCalls.listPendingProjectInvitations>({
  name: 'listPendingProjectInvitations',
  method: 'get',
  path: '/project-invitations/pending',
});
export const acceptProjectInvitation = route<typeof projectCalls.acceptProjectInvitation>({
  name: 'acceptProjectInvitation',
  method: 'post',
  path: '/project-invitations/accept',
});
export const declineProjectInvitation = route<typeof projectCalls.declineProjectInvitation>({
  name: 'declineProjectInvitation',
  method: 'post',
  path: '/project-invitations/decline',
});
