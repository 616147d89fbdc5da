import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { afterDialogsClose } from '@/design-system';
import { currentUserQueryOptions, pointsBalanceQueryOptions, sessionStore } from '@/domain/session';
import { forgetTeam, teamMutationOptions, teamQueryOptions } from '@/domain/teams';
import { personalWorkspace, switchWorkspace, workspaceStore } from '@/domain/workspace';
import { isApiError } from '@/lib/api';
import type { TeamActions } from '../../team-actions';
import { TeamDetailPageView, type TeamLoad } from './team-detail-page-view';

export interface TeamPageProps {
  teamId: string;
  /** Where the user goes once the team is no longer theirs: deleted, left, or access revoked (/teams). */
  onGone: () => void;
}

/** Access ends at once on removal; asking again would only be refused again. */
const isRefused = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * /teams/{teamId} with its data (spec part 1 §2). A 403 means the user is no longer a member: the page says
 * Access Revoked, the workspace falls back to Personal when it was this team's (§4), and OK leads to /teams.
 */
export function TeamPage({ teamId, onGone }: TeamPageProps) {
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  const { activeWorkspace } = useSnapshot(workspaceStore);
  const team = useQuery({ ...teamQueryOptions(teamId), retry: (count, error) => !isRefused(error) && count < 2 });
  const user = useQuery(currentUserQueryOptions(token));
  const balance = useQuery(pointsBalanceQueryOptions(token));
  const mutations = teamMutationOptions(queryClient, teamId);
  const invite = useMutation(mutations.invite);
  const cancelInvitation = useMutation(mutations.cancelInvitation);
  const changeRole = useMutation(mutations.changeRole);
  const removeMember = useMutation(mutations.removeMember);
  const toggleSeat = useMutation(mutations.toggleSeat);
  const transferPoints = useMutation(mutations.transferPoints);
  const setMemberBudget = useMutation(mutations.setMemberBudget);
  const setDefaultBudget = useMutation(mutations.setDefaultBudget);
  const deleteTeam = useMutation(mutations.deleteTeam);
  const leaveTeam = useMutation(mutations.leaveTeam);

  const isRevoked = team.isError && isApiError(team.error) && team.error.status === 403;
  const isActiveTeam = activeWorkspace === teamId;
  useEffect(() => {
    if (isRevoked && isActiveTeam) switchWorkspace(personalWorkspace);
  }, [isRevoked, isActiveTeam]);

  const leave = async (work: () => Promise<unknown>) => {
    await work();
    if (workspaceStore.activeWorkspace === teamId) switchWorkspace(personalWorkspace);
    // The confirmation closes once this settles, going Back over its history entry: leave after that Back.
    afterDialogsClose(() => {
      onGone();
      // Once the page is gone: nothing asks for the details again (which would answer 403).
      setTimeout(() => forgetTeam(queryClient, teamId));
    });
  };

  const actions: TeamActions = {
    onTransferPoints: (amount) => transferPoints.mutateAsync(amount),
    onInvite: (input) => invite.mutateAsync(input),
    onChangeRole: (member, role) => changeRole.mutateAsync({ userId: member.user_id, role }),
    onRemoveMember: (member) => removeMember.mutateAsync(member.user_id),
    onToggleSeat: (member, assign) => toggleSeat.mutateAsync({ userId: member.user_id, assign }),
    onSetMemberCap: (member, monthlyCap) => setMemberBudget.mutateAsync({ userId: member.user_id, monthlyCap }),
    onSetDefaultCap: (defaultCap) => setDefaultBudget.mutateAsync(defaultCap),
    onCancelInvitation: (invitation) => cancelInvitation.mutateAsync(invitation.invitee_email),
    onDeleteTeam: () => leave(() => deleteTeam.mutateAsync()),
    onLeaveTeam: () => leave(() => leaveTeam.mutateAsync()),
  };

  const load: TeamLoad =
    team.isPending || user.isPending
      ? { state: 'pending' }
      : isRevoked
        ? { state: 'revoked' }
        : team.isError || user.isError
          ? { state: 'error', isRetrying: team.isFetching }
          : { state: 'success', team: team.data };

  return (
    <TeamDetailPageView
      load={load}
      onRetry={() => void team.refetch()}
      onAccessRevokedClose={onGone}
      viewerId={user.data?.id ?? ''}
      userBalance={balance.data?.points_balance ?? user.data?.points_balance ?? 0}
      {...actions}
    />
  );
}
