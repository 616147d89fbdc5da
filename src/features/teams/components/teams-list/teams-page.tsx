import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/design-system';
import { sessionStore, taskAllowanceQueryOptions } from '@/domain/session';
import {
  answerTeamInvitationMutationOptions,
  createTeamMutationOptions,
  pendingTeamInvitationsQueryOptions,
  teamsQueryOptions,
} from '@/domain/teams';
import { useErrorMessage } from '@/lib/api';
import type { ReceivedTeamInvitation } from '../../team-types';
import { TeamsPageView, type TeamsLoad } from './teams-page-view';

/**
 * /teams with its data (spec part 1 §2): the user's teams, the invitations waiting for them (polled every 60 s)
 * and Create Team when their plan's teams.canCreate allows it. Creating a team is the person's right, so it is
 * read from the personal workspace's allowance whichever workspace is active.
 */
export function TeamsPage() {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  const teams = useQuery(teamsQueryOptions(token));
  const invitations = useQuery(pendingTeamInvitationsQueryOptions(token));
  const allowance = useQuery(taskAllowanceQueryOptions(token, null));
  const create = useMutation(createTeamMutationOptions(queryClient));
  const answer = useMutation(answerTeamInvitationMutationOptions(queryClient));

  const load: TeamsLoad = teams.isPending
    ? { state: 'pending' }
    : teams.isError
      ? { state: 'error', isRetrying: teams.isFetching }
      : { state: 'success', teams: teams.data };

  const handleAnswer = (invitation: ReceivedTeamInvitation, accept: boolean) =>
    answer.mutateAsync({ token: invitation.token, accept }).then(
      () => toast.success(accept ? t('teams.invitations.accepted', { team: invitation.team_name }) : t('teams.invitations.declined')),
      (error: unknown) => {
        toast.error(toMessage(error, 'teams.invitations.answerFailed'));
        throw error;
      },
    );

  return (
    <TeamsPageView
      teams={load}
      onRetry={() => void teams.refetch()}
      invitations={invitations.data ?? []}
      onAcceptInvitation={(invitation) => handleAnswer(invitation, true)}
      onDeclineInvitation={(invitation) => handleAnswer(invitation, false)}
      canCreate={allowance.data?.permissions.teams.canCreate ?? false}
      onCreateTeam={(teamName) => create.mutateAsync(teamName)}
    />
  );
}
