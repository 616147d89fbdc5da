import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markNotificationsRead } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildNotificationFeed } from '@mocks/fixtures/notification.fixtures';
import { useMockServer } from '@mocks/node-server';
import { notificationKeys, unreadCountOf, type NotificationPages } from '@/domain/notifications';
import { canMarkAllRead, markReadMutationOptions } from './notification-mutations';

const server = useMockServer();

function holdAnswer() {
  const gate: { open?: () => void } = {};
  const held = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  return { held, release: () => gate.open?.() };
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function seeded(queryClient: QueryClient) {
  const notifications = buildNotificationFeed();
  const page = {
    notifications,
    pagination: { current_page: 1, per_page: 20, total_pages: 1, total_items: notifications.length },
    unread_count: notifications.filter((notification) => notification.status === 'unread').length,
    next_cursor: null,
  };
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(), { pages: [page], pageParams: [{ page: 1, cursor: null }] });
}

const statuses = (queryClient: QueryClient) => {
  const data = queryClient.getQueryData<NotificationPages>(notificationKeys.list());
  return { unread: unreadCountOf(data), statuses: data?.pages[0]?.notifications.map((notification) => notification.status) };
};

describe('marking notifications read', () => {
  it('marks all read at once and puts every status back when the server refuses', async () => {
    const queryClient = newClient();
    seeded(queryClient);
    const before = statuses(queryClient);
    expect(before).toEqual({ unread: 3, statuses: ['unread', 'unread', 'unread', 'read', 'read'] });
    const { held, release } = holdAnswer();
    let sent: unknown;
    server.use(
      mockCall(markNotificationsRead, async ({ request }) => {
        sent = await request.json();
        await held;
        return Response.json({ code: 'internal_error', message: '' }, { status: 500 });
      }),
    );
    const observer = new MutationObserver(queryClient, markReadMutationOptions(queryClient));
    const done = observer.mutate(undefined).catch(() => undefined);
    await expect.poll(() => statuses(queryClient)).toEqual({ unread: 0, statuses: ['read', 'read', 'read', 'read', 'read'] });
    expect(canMarkAllRead(queryClient.getQueryData(notificationKeys.list()))).toBe(false);
    release();
    await done;
    expect(sent).toEqual({});
    expect(statuses(queryClient)).toEqual(before);
    expect(observer.getCurrentResult().error).toBeTruthy();
  });

  it('marks one notification read with its id and lowers the count by one', async () => {
    const queryClient = newClient();
    seeded(queryClient);
    let sent: unknown;
    server.use(
      mockCall(markNotificationsRead, async ({ request }) => {
        sent = await request.json();
        return { success: true as const, unread_count: 2 };
      }),
    );
    // The refetch after it settles has nothing to answer it here: keep the list as the mutation left it.
    queryClient.setQueryDefaults(notificationKeys.list(), { enabled: false });
    const observer = new MutationObserver(queryClient, markReadMutationOptions(queryClient));
    await observer.mutate(['n-team']);
    expect(sent).toEqual({ ids: ['n-team'] });
    expect(statuses(queryClient)).toEqual({ unread: 2, statuses: ['unread', 'read', 'unread', 'read', 'read'] });
  });
});
