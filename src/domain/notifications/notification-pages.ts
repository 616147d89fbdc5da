import type { InfiniteData } from '@tanstack/react-query';
import type { CallAnswer, listNotifications, Notification, NotificationEvent } from '@contract/browser';

export type NotificationPage = CallAnswer<typeof listNotifications>;
export type NotificationPages = InfiniteData<NotificationPage>;

/** Where a page starts: its number (the spec's paging) and, past the first, the cursor the page before handed out. */
export interface NotificationPageParam {
  page: number;
  cursor: string | null;
}

/** Every loaded notification, newest first; one that moved between pages while loading appears once. */
export function notificationsOf(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<string>();
  const all: Notification[] = [];
  for (const notification of data?.pages.flatMap((page) => page.notifications) ?? []) {
    if (seen.has(notification.id)) continue;
    seen.add(notification.id);
    all.push(notification);
  }
  return all;
}

/** The unread count the server gave with the newest page: the bell's number. */
export function unreadCountOf(data: NotificationPages | undefined): number {
  return data?.pages[0]?.unread_count ?? 0;
}

/** The pages with the given notifications read (all of them without ids), and the unread count to match. */
export function withRead(data: NotificationPages, ids?: readonly string[]): NotificationPages {
  const isTarget = (notification: Notification) => notification.status === 'unread' && (!ids || ids.includes(notification.id));
  const newlyRead = new Set(
    notificationsOf(data)
      .filter(isTarget)
      .map((notification) => notification.id),
  );
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread_count: ids ? Math.max(0, page.unread_count - newlyRead.size) : 0,
      notifications: page.notifications.map((notification) =>
        newlyRead.has(notification.id) ? { ...notification, status: 'read' as const } : notification,
      ),
    })),
  };
}

/**
 * The pages with a notification that just arrived on the event stream: at the top of the newest page unless it is
 * already listed, and the server's unread count with it.
 */
export function withArrived(data: NotificationPages, event: NotificationEvent): NotificationPages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const isListed = data.pages.some((page) => page.notifications.some((notification) => notification.id === event.notification.id));
  const newest: NotificationPage = isListed
    ? { ...first, unread_count: event.unread_count }
    : {
        ...first,
        notifications: [event.notification, ...first.notifications],
        unread_count: event.unread_count,
        pagination: { ...first.pagination, total_items: first.pagination.total_items + 1 },
      };
  return { ...data, pages: [newest, ...rest] };
}
