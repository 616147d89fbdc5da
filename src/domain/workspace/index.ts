export {
  activeTeamId,
  initialWorkspaceState,
  personalWorkspace,
  resetWorkspace,
  setActiveProject,
  switchWorkspace,
  workspaceStore,
} from './workspace-store';
