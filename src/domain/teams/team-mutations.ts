import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  acceptTeamInvitation,
  cancelTeamInvitation,
  createTeam,
  declineTeamInvitation,
  deleteTeam,
  inviteTeamMember,
  leaveTeam,
  removeTeamMember,
  setTeamDefaultBudget,
  setTeamMemberBudget,
  toggleTeamSeat,
  transferTeamPoints,
  updateTeamMember,
  type TeamDetails,
  type TeamMemberRole,
} from '@contract/browser';
import { api, applyNewBalance, sessionKeys } from '../session';
import { teamKeys } from './keys';

/** Refreshes the list (roles, counts) and the team's details after a change. */
function refreshTeam(queryClient: QueryClient, teamId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teamKeys.list() }),
    queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) }),
  ]);
}

export function createTeamMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (teamName: string) => api(createTeam, { body: { team_name: teamName } }),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.detail(team.id), team);
      return queryClient.invalidateQueries({ queryKey: teamKeys.list() });
    },
  });
}

/** Accepting or declining a team invitation; an accepted team appears in the list and the workspace selector. */
export function answerTeamInvitationMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async ({ token, accept }: { token: string; accept: boolean }): Promise<void> => {
      if (accept) await api(acceptTeamInvitation, { body: { token } });
      else await api(declineTeamInvitation, { body: { token } });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.pendingInvitations() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.list() }),
      ]),
  });
}

/**
 * What the owner and admins do on a team's page, each refreshing the team afterwards. Leaving and deleting
 * refresh the list only: the details can no longer be read, and asking again while the page still shows would
 * answer 403 (Access Revoked). The page leaves, then calls `forgetTeam`.
 */
export function teamMutationOptions(queryClient: QueryClient, teamId: string) {
  const refresh = () => refreshTeam(queryClient, teamId);
  // The page that left or deleted the team goes elsewhere first; `forgetTeam` then drops its details.
  const refreshList = () => queryClient.invalidateQueries({ queryKey: teamKeys.list() });
  return {
    invite: mutationOptions({
      mutationFn: (input: { email: string; role: TeamMemberRole }) => api(inviteTeamMember, { params: { id: teamId }, body: input }),
      onSettled: refresh,
    }),
    cancelInvitation: mutationOptions({
      mutationFn: (email: string) => api(cancelTeamInvitation, { params: { id: teamId }, body: { email } }),
      onSettled: refresh,
    }),
    changeRole: mutationOptions({
      mutationFn: (input: { userId: string; role: TeamMemberRole }) =>
        api(updateTeamMember, { params: { id: teamId, userId: input.userId }, body: { role: input.role } }),
      onSettled: refresh,
    }),
    removeMember: mutationOptions({
      mutationFn: (userId: string) => api(removeTeamMember, { params: { id: teamId, userId } }),
      onSettled: refresh,
    }),
    toggleSeat: mutationOptions({
      mutationFn: (input: { userId: string; assign: boolean }) =>
        api(toggleTeamSeat, { params: { id: teamId, userId: input.userId }, body: { assign: input.assign } }),
      onSuccess: ({ member, seated_members_count, purchased_seats }) =>
        queryClient.setQueryData<TeamDetails>(
          teamKeys.detail(teamId),
          (team) =>
            team && {
              ...team,
              seated_members_count,
              purchased_seats,
              members: team.members.map((each) => (each.user_id === member.user_id ? { ...each, ...member } : each)),
            },
        ),
      onSettled: refresh,
    }),
    transferPoints: mutationOptions({
      mutationFn: (amount: number) => api(transferTeamPoints, { params: { id: teamId }, body: { amount } }),
      onSuccess: ({ new_user_balance, points_balance }) => {
        queryClient.setQueryData<TeamDetails>(teamKeys.detail(teamId), (team) => team && { ...team, points_balance });
        applyNewBalance(queryClient, new_user_balance);
      },
      onSettled: refresh,
    }),
    setMemberBudget: mutationOptions({
      mutationFn: (input: { userId: string; monthlyCap: number | null }) =>
        api(setTeamMemberBudget, { params: { id: teamId, userId: input.userId }, body: { monthly_cap: input.monthlyCap } }),
      onSettled: refresh,
    }),
    setDefaultBudget: mutationOptions({
      mutationFn: (defaultCap: number | null) =>
        api(setTeamDefaultBudget, { params: { id: teamId }, body: { default_member_cap: defaultCap } }),
      onSettled: refresh,
    }),
    deleteTeam: mutationOptions({
      mutationFn: () => api(deleteTeam, { params: { id: teamId } }),
      // The pool's points go back to the owner.
      onSuccess: () => Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: sessionKeys.all })]),
    }),
    leaveTeam: mutationOptions({
      mutationFn: () => api(leaveTeam, { params: { id: teamId } }),
      onSuccess: refreshList,
    }),
  };
}

/** A run in the team's workspace was paid from its pool: show the pool's new balance at once, then refresh it. */
export function applyNewPoolBalance(queryClient: QueryClient, teamId: string, balance: number): void {
  queryClient.setQueryData<TeamDetails>(teamKeys.detail(teamId), (team) => team && { ...team, points_balance: balance });
  void queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
}

/** Drops a team's details once the user left or deleted it and its page is gone. */
export function forgetTeam(queryClient: QueryClient, teamId: string): void {
  queryClient.removeQueries({ queryKey: teamKeys.detail(teamId) });
}
