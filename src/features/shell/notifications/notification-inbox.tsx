import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import type { Notification, ProjectInvitation } from '@contract/browser';
import { afterDialogsClose, toast } from '@/design-system';
import { notificationsOf } from '@/domain/notifications';
import { canMarkAllRead, markReadMutationOptions, reportNotificationMutationOptions } from './notification-mutations';
import { matchingTeamInvitation } from './team-invitation-match';
import { notificationsQueryOptions } from './notification-queries';
import { teamInvitationsWithoutNotice } from './bell-count';
import { answerInvitationMutationOptions, pendingProjectInvitationsQueryOptions } from '@/domain/projects';
import { sessionStore } from '@/domain/session';
import { answerTeamInvitationMutationOptions, pendingTeamInvitationsQueryOptions } from '@/domain/teams';
import { useErrorMessage } from '@/lib/api';
import { NotificationList } from './notification-list';

export interface NotificationInboxProps {
  /** Closes the panel: opening a notification's link leaves it. */
  onClose: () => void;
  /** Goes to a notification's link; called once the panel has closed. */
  onNavigate: (href: string) => void;
}

/** The notification centre's data: notifications by page, pending project invitations, and what the user does with them. */
export function NotificationInbox({ onClose, onNavigate }: NotificationInboxProps) {
  const { t } = useTranslation();
  const toMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { token } = useSnapshot(sessionStore);
  const list = useInfiniteQuery(notificationsQueryOptions());
  const invitations = useQuery(pendingProjectInvitationsQueryOptions());
  const teamInvitations = useQuery(pendingTeamInvitationsQueryOptions(token));
  const answerTeam = useMutation(answerTeamInvitationMutationOptions(queryClient));
  const markRead = useMutation(markReadMutationOptions(queryClient));
  const report = useMutation(reportNotificationMutationOptions());
  const answerProject = useMutation(answerInvitationMutationOptions(queryClient));

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // Loading more is skipped while a page is loading or when there is no more (spec part 1 §4).
  const handleLoadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const markReadReporting = (ids?: string[]) =>
    markRead.mutate(ids, { onError: () => toast.error(t('shell.notifications.markReadFailed')) });

  const handleOpen = (notification: Notification) => {
    if (notification.status === 'unread') markReadReporting([notification.id]);
  };

  // A link followed from the panel closes it first, and the page moves once the panel's history entry is gone:
  // moved while the panel still held it, the panel's Back would take the page back (or cancel a screen still loading).
  const handleFollowLink = (href: string) => {
    onClose();
    afterDialogsClose(() => onNavigate(href));
  };

  const handleReport = (notification: Notification) =>
    report.mutateAsync(notification.id).then(
      () => toast.success(t('shell.notifications.reported')),
      (error: unknown) => {
        toast.error(t('shell.notifications.reportFailed'));
        throw error;
      },
    );

  const handleAnswerProject = (invitation: ProjectInvitation, accept: boolean) =>
    answerProject.mutate({ token: invitation.token, accept }, { onError: () => toast.error(t('shell.notifications.answerFailed')) });

  const handleAnswerTeam = (invitationToken: string, accept: boolean) =>
    answerTeam.mutate(
      { token: invitationToken, accept },
      {
        onSuccess: () => {
          const team = teamInvitations.data?.find((invitation) => invitation.token === invitationToken)?.team_name ?? '';
          toast.success(accept ? t('teams.invitations.accepted', { team }) : t('teams.invitations.declined'));
        },
        onError: (error) => toast.error(toMessage(error, 'shell.notifications.answerFailed')),
      },
    );

  // Accept and Decline only when a pending invitation matches both the team and the inviter (spec part 1 §2).
  const teamInvitationTokenFor = (notification: Notification) =>
    matchingTeamInvitation(notification, teamInvitations.data ?? [])?.token ?? null;

  const notifications = notificationsOf(list.data);
  const answering = answerProject.isPending ? answerProject.variables : undefined;
  const answeringTeam = answerTeam.isPending ? answerTeam.variables : undefined;
  return (
    // Links in the panel go through handleFollowLink instead of straight to the router. A link opened in a new tab
    // or window, or one to another site, is still the browser's.
    <RouterProvider navigate={handleFollowLink}>
      <NotificationList
        notifications={notifications}
        projectInvitations={invitations.data ?? []}
        teamInvitations={teamInvitationsWithoutNotice(teamInvitations.data ?? [], notifications)}
        status={list.status}
        hasMore={hasNextPage}
        isLoadingMore={isFetchingNextPage}
        canMarkAllRead={canMarkAllRead(list.data)}
        onMarkAllRead={() => markReadReporting()}
        onLoadMore={handleLoadMore}
        onRetry={() => void list.refetch()}
        onOpen={handleOpen}
        onReport={handleReport}
        onAnswerProjectInvitation={handleAnswerProject}
        answeringProjectInvitation={answering ? { token: answering.token, answer: answering.accept ? 'accept' : 'decline' } : null}
        teamInvitationTokenFor={teamInvitationTokenFor}
        onAnswerTeamInvitation={handleAnswerTeam}
        answeringTeamInvitation={answeringTeam ? { token: answeringTeam.token, answer: answeringTeam.accept ? 'accept' : 'decline' } : null}
      />
    </RouterProvider>
  );
}
