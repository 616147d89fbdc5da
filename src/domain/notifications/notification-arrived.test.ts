import { describe, expect, it } from 'vitest';
import { buildManyNotifications, buildNotification } from '@mocks/fixtures/notification.fixtures';
import { withArrived, type NotificationPages } from './notification-pages';

function pagesOf(...lists: ReturnType<typeof buildManyNotifications>[]): NotificationPages {
  return {
    pages: lists.map((notifications, index) => ({
      notifications,
      pagination: { current_page: index + 1, per_page: 20, total_pages: lists.length, total_items: 30 },
      unread_count: 1,
      next_cursor: null,
    })),
    pageParams: lists.map((_, index) => ({ page: index + 1, cursor: null })),
  };
}

describe('a notification arriving on the event stream', () => {
  it('goes to the top of the newest page with the server’s unread count', () => {
    const [a, b, c] = buildManyNotifications(3);
    const arrived = buildNotification('team_invitation', { team_name: 'Aurora Collective', inviter_name: 'lena_draws' });
    const next = withArrived(pagesOf([a!, b!], [c!]), { kind: 'notification', notification: arrived, unread_count: 5 });
    expect(next.pages.map((page) => page.notifications.map((notification) => notification.id))).toEqual([
      [arrived.id, a!.id, b!.id],
      [c!.id],
    ]);
    expect(next.pages[0]!.unread_count).toBe(5);
    expect(next.pages[0]!.pagination.total_items).toBe(31);
  });

  it('is not listed twice when a poll brought it first', () => {
    const [a, b] = buildManyNotifications(2);
    const next = withArrived(pagesOf([a!, b!]), { kind: 'notification', notification: b!, unread_count: 2 });
    expect(next.pages[0]!.notifications.map((notification) => notification.id)).toEqual([a!.id, b!.id]);
    expect(next.pages[0]!.unread_count).toBe(2);
  });
});
