import { infiniteQueryOptions } from '@tanstack/react-query';
import { listNotifications, notificationLimits } from '@contract/browser';
import { api } from '@/domain/session';
import { notificationKeys, type NotificationPageParam } from '@/domain/notifications';

const firstPage: NotificationPageParam = { page: 1, cursor: null };

/**
 * The user's notifications, twenty a page. Later pages follow the cursor of the page before, so a notification
 * arriving meanwhile does not shift them. The bell polls them every 60 s (spec part 1 §9) with the invitations;
 * until the next poll what it fetched is fresh, so opening the panel asks nothing more.
 */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api(
        listNotifications,
        {
          query: {
            page: pageParam.page,
            limit: notificationLimits.pageSize,
            ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: firstPage,
    getNextPageParam: (page): NotificationPageParam | undefined =>
      page.next_cursor ? { page: page.pagination.current_page + 1, cursor: page.next_cursor } : undefined,
    staleTime: notificationLimits.pollIntervalMs,
  });
}
