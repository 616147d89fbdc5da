import { queryOptions } from '@tanstack/react-query';
import { getTeam, listPendingTeamInvitations, listTeams, notificationLimits } from '@contract/browser';
import { api } from '../session';
import { teamKeys } from './keys';

/** The user's teams with their role and member count (the /teams list and the workspace selector). */
export function teamsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => api(listTeams, {}, { signal }),
    select: (answer) => answer.teams,
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** One team's details: pool, members, seats and (owner and admins) pending invitations. */
export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => api(getTeam, { params: { id: teamId } }, { signal }),
    enabled: teamId !== '',
  });
}

/**
 * Team invitations waiting for the user's answer, for /teams and the notification centre. The bell polls them
 * every 60 s with the notifications (spec part 1 §9); until the next poll what it fetched is fresh.
 */
export function pendingTeamInvitationsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: teamKeys.pendingInvitations(),
    queryFn: ({ signal }) => api(listPendingTeamInvitations, {}, { signal }),
    select: (answer) => answer.invitations,
    enabled: token !== null,
    staleTime: notificationLimits.pollIntervalMs,
  });
}
