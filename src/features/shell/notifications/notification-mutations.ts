import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { markNotificationsRead, reportNotification } from '@contract/browser';
import { applyOptimistically } from '@/lib/optimistic-update';
import { api } from '@/domain/session';
import { notificationKeys, unreadCountOf, withRead, type NotificationPages } from '@/domain/notifications';

/**
 * Marks notifications read at once (the given ids, or all of them) and puts them back if the server refuses
 * (spec part 1 §4). Marking all does nothing when nothing is unread (§5): the caller checks `canMarkAllRead`.
 */
export function markReadMutationOptions(queryClient: QueryClient) {
  const key = notificationKeys.list();
  return mutationOptions({
    mutationFn: (ids?: readonly string[]) => api(markNotificationsRead, { body: ids ? { ids: [...ids] } : {} }),
    onMutate: (ids) => applyOptimistically<NotificationPages>(queryClient, key, (pages) => withRead(pages, ids)),
    onError: (_error, _ids, undo) => undo?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Whether 'Mark all as read' has anything to do. */
export function canMarkAllRead(data: NotificationPages | undefined): boolean {
  return unreadCountOf(data) > 0;
}

/** Reports a notification to support; the caller shows 'Notification reported to support. Thank you.' or the failure. */
export function reportNotificationMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => api(reportNotification, { params: { id } }),
  });
}
