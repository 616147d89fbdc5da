import type { WorkspaceTeam } from '../features/shell';

const noTeams: WorkspaceTeam[] = [];

/**
 * The teams the workspace selector offers besides Personal. There is no teams call yet, so none; the teams
 * feature's list query plugs in here (mapping team_name to name) without the shell changing.
 */
export function useWorkspaceTeams(): WorkspaceTeam[] {
  return noTeams;
}
