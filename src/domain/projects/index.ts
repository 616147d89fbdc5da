export { projectKeys } from './keys';
export {
  answerInvitationMutationOptions,
  createProjectMutationOptions,
  deleteItemsMutationOptions,
  leaveProjectMutationOptions,
  moveItemsMutationOptions,
  renameProjectMutationOptions,
  sharingMutationOptions,
} from './project-mutations';
export {
  pendingProjectInvitationsQueryOptions,
  projectContentInfiniteQueryOptions,
  projectSharingQueryOptions,
  projectsQueryOptions,
} from './project-queries';
export { buildProjectTree, disabledMoveTargets, flattenProjectTree } from './project-tree';
export type { ProjectNode } from './project-tree';
