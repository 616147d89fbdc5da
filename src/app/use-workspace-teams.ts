import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { TeamSummary } from '@contract/browser';
import { sessionStore } from '@/domain/session';
import { teamsQueryOptions } from '@/domain/teams';
import { personalWorkspace, switchWorkspace, workspaceStore } from '@/domain/workspace';
import type { WorkspaceTeam } from '@/features/shell';

const noTeams: WorkspaceTeam[] = [];

const toWorkspaceTeams = (teams: TeamSummary[]): WorkspaceTeam[] => teams.map((team) => ({ id: team.id, name: team.team_name }));

/** The teams the workspace selector offers besides Personal: the user's teams, none until they have loaded. */
export function useWorkspaceTeams(): { teams: WorkspaceTeam[]; isLoaded: boolean } {
  const { token } = useSnapshot(sessionStore);
  const teams = useQuery({ ...teamsQueryOptions(token), select: (answer) => toWorkspaceTeams(answer.teams) });
  return { teams: teams.data ?? noTeams, isLoaded: teams.isSuccess };
}

/**
 * The team of the active workspace, or null for Personal. A stored team the user no longer belongs to counts as
 * Personal and the store follows once the list has loaded, so its allowance is never asked for (a 403 there
 * would force logout).
 */
export function useActiveTeamId({ teams, isLoaded }: { teams: WorkspaceTeam[]; isLoaded: boolean }): string | null {
  const { activeWorkspace } = useSnapshot(workspaceStore);
  const isKnownTeam = teams.some((team) => team.id === activeWorkspace);
  const isStale = isLoaded && activeWorkspace !== personalWorkspace && !isKnownTeam;
  useEffect(() => {
    if (isStale) switchWorkspace(personalWorkspace);
  }, [isStale]);
  return isKnownTeam ? activeWorkspace : null;
}
