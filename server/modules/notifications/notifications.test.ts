import { describe, expect, it } from 'vitest';
import { notificationMessage, type Notification, type NotificationEvent } from '../../../contract';
import { notifications } from '../../db/schema';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../../test/generation';
import { createProjectAs } from '../../test/projects';
import { createTeamAs, invite, joinTeam, teamPath } from '../../test/teams';
import { openEventReader } from '../../test/sse';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

type Page = {
  notifications: Notification[];
  pagination: { current_page: number; per_page: number; total_pages: number; total_items: number };
  unread_count: number;
  next_cursor: string | null;
};

const NIL = '00000000-0000-4000-8000-000000000000';

/** `count` team invitations for `user`, one second apart, oldest first: team 1, team 2, ... (one insert, for speed). */
async function seed(t: TestApp, user: SignedInUser, count: number, from = 1) {
  const start = t.clock.now().getTime();
  t.clock.advanceSeconds(count + 1);
  const rows = Array.from({ length: count }, (_, offset) => {
    const params = { team_name: `team ${from + offset}`, inviter_name: 'Ada' };
    const message = notificationMessage('team_invitation', params);
    return {
      userId: user.userId,
      type: 'invitation' as const,
      code: message.code,
      params,
      message: message.text,
      link: '/teams',
      createdAt: new Date(start + (offset + 1) * 1000),
    };
  });
  await t.deps.db.insert(notifications).values(rows);
}

const list = (t: TestApp, user: SignedInUser, query = '') => t.get<Page>(`/api/v1/notifications${query}`, { token: user.token });
const teamsOf = (page: Page) => page.notifications.map((notification) => notification.params.team_name);

describe('notifications', () => {
  it("lists the caller's own notifications, newest first, twenty a page, with the unread count", async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await seed(t, user, 25);
    await seed(t, other, 3, 100);

    const first = (await list(t, user)).body;
    expect(first.notifications).toHaveLength(20);
    expect(first.pagination).toEqual({ current_page: 1, per_page: 20, total_pages: 2, total_items: 25 });
    expect(first.unread_count).toBe(25);
    expect(teamsOf(first).slice(0, 2)).toEqual(['team 25', 'team 24']);
    expect(first.notifications[0]).toMatchObject({
      type: 'invitation',
      code: 'team_invitation',
      message: 'Ada invited you to join the team team 25.',
      status: 'unread',
      link: '/teams',
      data: { thumbnail_url: null },
    });

    const second = (await list(t, user, '?page=2&limit=20')).body;
    expect(teamsOf(second)).toEqual(['team 5', 'team 4', 'team 3', 'team 2', 'team 1']);
    expect(second.next_cursor).toBeNull();

    // Loading more by cursor is not shifted by a notification that arrives in between.
    await seed(t, user, 1, 26);
    const byCursor = (await list(t, user, `?page=2&cursor=${first.next_cursor}`)).body;
    expect(teamsOf(byCursor)).toEqual(['team 5', 'team 4', 'team 3', 'team 2', 'team 1']);
    expect(byCursor.pagination.total_items).toBe(26);

    const theirs = (await list(t, other)).body;
    expect(teamsOf(theirs)).toEqual(['team 102', 'team 101', 'team 100']);
    expect(theirs.unread_count).toBe(3);
  }, 120_000);

  it('marks the given notifications read, then all; another user’s ids change nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await seed(t, user, 3);
    await seed(t, other, 2, 10);
    const mine = (await list(t, user)).body.notifications;
    const theirs = (await list(t, other)).body.notifications;

    const some = await t.post('/api/v1/notifications/mark-read', { ids: [mine[0]!.id, theirs[0]!.id, 'not-an-id'] }, { token: user.token });
    expect(some.body).toEqual({ success: true, unread_count: 2 });
    expect((await list(t, user)).body.notifications.map((notification) => notification.status)).toEqual(['read', 'unread', 'unread']);
    expect((await list(t, other)).body.unread_count).toBe(2);

    const all = await t.post('/api/v1/notifications/mark-read', {}, { token: user.token });
    expect(all.body).toEqual({ success: true, unread_count: 0 });
    expect((await list(t, user)).body.notifications.every((notification) => notification.status === 'read')).toBe(true);
    expect((await list(t, other)).body.unread_count).toBe(2);
  });

  it('reports only the caller’s own notification; another’s answers as one that does not exist', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await seed(t, user, 1);
    await seed(t, other, 1, 5);
    const [mine] = (await list(t, user)).body.notifications;
    const [theirs] = (await list(t, other)).body.notifications;

    const reported = await t.post(`/api/v1/notifications/${mine!.id}/report`, undefined, { token: user.token });
    expect(reported).toMatchObject({ status: 200, body: { message: 'Notification reported to support. Thank you.' } });
    const missing = await t.post(`/api/v1/notifications/${NIL}/report`, undefined, { token: user.token });
    expect(missing.status).toBe(404);
    for (const id of [theirs!.id, 'not-an-id']) {
      const refused = await t.post(`/api/v1/notifications/${id}/report`, undefined, { token: user.token });
      expect(refused).toMatchObject({ status: 404, body: missing.body });
    }
    expect(t.logs.filter((log) => log.msg === 'a notification was reported to support').map((log) => log.notificationId)).toEqual([
      mine!.id,
    ]);
  });

  it('tells of a finished generation with its thumbnail, live on the event stream as well', async () => {
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const stream = openEventReader(await t.app.request('/api/v1/tasks/events', { headers: { Authorization: `Bearer ${user.token}` } }));
    const { body } = await run(t, user.token, textToImage());
    await waitForTask(t, user.token, body.tasks[0]!.task_id);
    await stream.until(() => stream.events.some((event) => event.event === 'notification'));
    const live = JSON.parse(stream.events.find((event) => event.event === 'notification')!.data) as NotificationEvent;
    await stream.cancel();

    const [listed] = (await list(t, user)).body.notifications;
    expect(listed).toMatchObject({
      type: 'generation_complete',
      code: 'generation_complete',
      params: { template: 'Text to Image', template_id: 'text_to_image_v1' },
      message: 'Your Text to Image generation is ready.',
      link: '/gallery',
      status: 'unread',
    });
    expect(live).toEqual({ kind: 'notification', notification: listed, unread_count: 1 });
    const thumbnail = await t.request(listed!.data.thumbnail_url!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\//);
  }, 120_000);

  it('tells an invitee with an account of a project invitation', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Plus' });
    const invitee = await signedInUser(t);
    const project = await createProjectAs(t, owner, 'Moodboards');
    const shared = await t.post(
      `/api/v1/projects/${project.id}/share`,
      { email: invitee.email, permission: 'editor' },
      { token: owner.token },
    );
    expect(shared.status).toBe(201);
    const [told] = (await list(t, invitee)).body.notifications;
    expect(told).toMatchObject({
      type: 'project_invitation',
      params: { inviter_name: owner.username, project_name: 'Moodboards', permission: 'editor' },
      message: `${owner.username} invited you to the project Moodboards.`,
    });
    expect((await list(t, owner)).body.pagination.total_items).toBe(0);
  });

  it('tells of a team invitation (matching the pending one by team and inviter), a role change and a removal', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const [member, invitee] = [await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner, 'Lighthouse');
    await joinTeam(t, owner, member, team);
    await invite(t, owner, team.id, invitee.email, 'admin');
    // The test clock stands still unless moved: a second apart, the three notices have an order of their own.
    t.clock.advance(1000);
    expect((await t.put(teamPath(team.id, `/members/${member.userId}`), { role: 'admin' }, { token: owner.token })).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.delete(teamPath(team.id, `/members/${member.userId}`), { token: owner.token })).status).toBe(200);

    const [invited] = (await list(t, invitee)).body.notifications;
    expect(invited).toMatchObject({
      type: 'invitation',
      link: '/teams',
      params: { team_name: 'Lighthouse', inviter_name: owner.username, role: 'admin' },
      message: `${owner.username} invited you to join the team Lighthouse.`,
    });
    const pending = await t.get<{ invitations: Array<{ team_name: string; inviter_name: string }> }>('/api/v1/invitations/pending', {
      token: invitee.token,
    });
    expect(pending.body.invitations).toMatchObject([{ team_name: 'Lighthouse', inviter_name: owner.username }]);
    expect((await list(t, member)).body.notifications.map((notification) => notification.code)).toEqual([
      'team_removed',
      'team_role_changed',
      'team_invitation',
    ]);
  }, 120_000);
});
