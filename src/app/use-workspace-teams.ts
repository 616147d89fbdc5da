import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { personalWorkspace, switchWorkspace, workspaceStore } from '../domain/workspace';
import type { WorkspaceTeam } from '../features/shell';

const noTeams: WorkspaceTeam[] = [];

/**
 * The teams the workspace selector offers besides Personal. There is no teams call yet, so none; the teams
 * feature's list query plugs in here (mapping team_name to name) without the shell changing.
 */
export function useWorkspaceTeams(): WorkspaceTeam[] {
  return noTeams;
}

/**
 * The team of the active workspace, or null for Personal. A stored team the user no longer belongs to counts as
 * Personal and the store follows, so its allowance is never asked for (a 403 there would force logout).
 */
export function useActiveTeamId(teams: WorkspaceTeam[]): string | null {
  const { activeWorkspace } = useSnapshot(workspaceStore);
  const isKnownTeam = teams.some((team) => team.id === activeWorkspace);
  const isStale = activeWorkspace !== personalWorkspace && !isKnownTeam;
  useEffect(() => {
    if (isStale) switchWorkspace(personalWorkspace);
  }, [isStale]);
  return isKnownTeam ? activeWorkspace : null;
}
