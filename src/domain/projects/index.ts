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
export type { MoveItemsInput, ProjectMutationContext } from './project-mutations';
export {
  pendingProjectInvitationsQueryOptions,
  projectContentInfiniteQueryOptions,
  projectSharingQueryOptions,
  projectsQueryOptions,
} from './project-queries';
export { readProjectPage } from './project-reader';
export { buildProjectTree, disabledMoveTargets, flattenProjectTree, projectPath, subtreeIds } from './project-tree';
export type { ProjectNode } from './project-tree';
