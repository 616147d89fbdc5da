import { listNotifications, markNotificationsRead, notificationLimits, reportNotification, type Notification } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';

const serverError = { message: '', code: 'internal_error' };

/** The list as the server pages it: `limit` a page, the cursor naming the page it starts. */
function pages(all: readonly Notification[] | (() => readonly Notification[]), options: { nextPageDelayMs?: number } = {}) {
  return mockCall(listNotifications, async ({ request }) => {
    const notifications = typeof all === 'function' ? all() : all;
    const query = new URL(request.url).searchParams;
    const limit = Number(query.get('limit') ?? notificationLimits.pageSize);
    const cursor = query.get('cursor');
    const start = cursor ? Number(cursor) : 0;
    if (start > 0 && options.nextPageDelayMs) await new Promise((resolve) => setTimeout(resolve, options.nextPageDelayMs));
    const end = start + limit;
    return {
      notifications: notifications.slice(start, end),
      pagination: {
        current_page: Math.floor(start / limit) + 1,
        per_page: limit,
        total_pages: Math.ceil(notifications.length / limit),
        total_items: notifications.length,
      },
      unread_count: notifications.filter((notification) => notification.status === 'unread').length,
      next_cursor: end < notifications.length ? String(end) : null,
    };
  });
}

/** A list that remembers what was marked read, as the server does, so a refetch after marking keeps it read. */
function feed(initial: readonly Notification[]) {
  let notifications = initial.map((notification) => ({ ...notification }));
  return [
    pages(() => notifications),
    mockCall(markNotificationsRead, async ({ request }) => {
      const { ids } = (await request.json()) as { ids?: string[] };
      notifications = notifications.map((notification) =>
        !ids || ids.includes(notification.id) ? { ...notification, status: 'read' as const } : notification,
      );
      return { success: true as const, unread_count: notifications.filter((notification) => notification.status === 'unread').length };
    }),
  ];
}

/** The notification calls: the list, marking read and reporting, with their failures. */
export const notificationHandlers = {
  list: (notifications: readonly Notification[] = []) => pages(notifications),
  /** The list and marking read, which the list then reflects. */
  feed,
  /** Later pages take `delayMs`, to show the loading-more state. */
  listSlowNextPages: (notifications: readonly Notification[], delayMs = 60_000) => pages(notifications, { nextPageDelayMs: delayMs }),
  listPending: () => mockPending(listNotifications),
  listFailed: () => mockError(listNotifications, 500, serverError),
  markRead: () => mockCall(markNotificationsRead, { success: true as const, unread_count: 0 }),
  markReadFailed: () => mockError(markNotificationsRead, 500, serverError),
  report: () => mockCall(reportNotification, { message: 'Notification reported to support. Thank you.' }),
  reportFailed: () => mockError(reportNotification, 500, serverError),
};
