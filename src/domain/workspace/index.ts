export { activeTeamId, personalWorkspace, resetWorkspace, setActiveProject, switchWorkspace, workspaceStore } from './workspace-store';
