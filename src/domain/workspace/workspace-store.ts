import { proxy } from 'valtio';
import { readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';
import { personalWorkspace } from './personal-workspace';

export { personalWorkspace } from './personal-workspace';

interface WorkspaceState {
  activeWorkspace: string;
  /** The project open in the studio; belongs to the active workspace, so switching clears it. */
  activeProject: string | null;
}

const initialWorkspaceState: WorkspaceState = { activeWorkspace: personalWorkspace, activeProject: null };

export const workspaceStore = proxy<WorkspaceState>({
  activeWorkspace: readStored('local', storageKeys.activeWorkspace) || personalWorkspace,
  activeProject: readStored('local', storageKeys.activeProject) || null,
});

/** Switching workspace clears the active project (spec part 1 §4): a project lives in one workspace. */
export function switchWorkspace(workspaceId: string): void {
  if (workspaceStore.activeWorkspace === workspaceId) return;
  workspaceStore.activeWorkspace = workspaceId;
  writeStored('local', storageKeys.activeWorkspace, workspaceId);
  setActiveProject(null);
}

export function setActiveProject(projectId: string | null): void {
  workspaceStore.activeProject = projectId;
  if (projectId === null) removeStored('local', storageKeys.activeProject);
  else writeStored('local', storageKeys.activeProject, projectId);
}

/** The team whose allowance and data apply, or null in the personal workspace. */
export function activeTeamId(state: Pick<WorkspaceState, 'activeWorkspace'> = workspaceStore): string | null {
  return state.activeWorkspace === personalWorkspace ? null : state.activeWorkspace;
}

/** Logout clears the stored workspace and project (spec part 1 §4). */
export function resetWorkspace(): void {
  Object.assign(workspaceStore, initialWorkspaceState);
  removeStored('local', storageKeys.activeWorkspace);
  removeStored('local', storageKeys.activeProject);
}
