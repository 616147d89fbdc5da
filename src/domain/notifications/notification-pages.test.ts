import { describe, expect, it } from 'vitest';
import { buildManyNotifications } from '@mocks/fixtures/notification.fixtures';
import { notificationsOf, withRead, type NotificationPage, type NotificationPages } from './notification-pages';

function pagesOf(...lists: NotificationPage['notifications'][]): NotificationPages {
  return {
    pages: lists.map((notifications, index) => ({
      notifications,
      pagination: { current_page: index + 1, per_page: 20, total_pages: lists.length, total_items: 40 },
      unread_count: 3,
      next_cursor: null,
    })),
    pageParams: lists.map((_, index) => ({ page: index + 1, cursor: null })),
  };
}

describe('notification pages', () => {
  it('lists every loaded notification once, newest first, even one that moved to the next page', () => {
    const [a, b, c] = buildManyNotifications(3);
    expect(notificationsOf(pagesOf([a!, b!], [b!, c!])).map((notification) => notification.id)).toEqual([a!.id, b!.id, c!.id]);
    expect(notificationsOf(undefined)).toEqual([]);
  });

  it('reads the given unread notifications on every page and lowers each page’s count by as many', () => {
    const [a, b, c] = buildManyNotifications(3).map((notification) => ({ ...notification, status: 'unread' as const }));
    const read = withRead(pagesOf([a!, b!], [c!]), [a!.id, c!.id, 'unknown']);
    expect(read.pages.map((page) => page.notifications.map((notification) => notification.status))).toEqual([['read', 'unread'], ['read']]);
    expect(read.pages.map((page) => page.unread_count)).toEqual([1, 1]);
    expect(withRead(pagesOf([a!, b!]), undefined).pages[0]!.unread_count).toBe(0);
  });
});
