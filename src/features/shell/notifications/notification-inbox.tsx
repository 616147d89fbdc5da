import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification, ProjectInvitation } from '../../../../contract/browser';
import { toast } from '../../../design-system';
import {
  canMarkAllRead,
  markReadMutationOptions,
  notificationsOf,
  notificationsQueryOptions,
  reportNotificationMutationOptions,
} from '../../../domain/notifications';
import { answerInvitationMutationOptions, pendingProjectInvitationsQueryOptions } from '../../../domain/projects';
import { NotificationList } from './notification-list';

export interface NotificationInboxProps {
  /** Closes the panel: opening a notification's link leaves it. */
  onClose: () => void;
}

/** The notification centre's data: notifications by page, pending project invitations, and what the user does with them. */
export function NotificationInbox({ onClose }: NotificationInboxProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsQueryOptions());
  const invitations = useQuery(pendingProjectInvitationsQueryOptions());
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
    onClose();
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

  const answering = answerProject.isPending ? answerProject.variables : undefined;
  return (
    <NotificationList
      notifications={notificationsOf(list.data)}
      projectInvitations={invitations.data ?? []}
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
    />
  );
}
