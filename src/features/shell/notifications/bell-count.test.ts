import { describe, expect, it } from 'vitest';
import { buildNotification } from '@mocks/fixtures/notification.fixtures';
import { buildProjectInvitation } from '@mocks/fixtures/project.fixtures';
import { buildReceivedTeamInvitation } from '@mocks/fixtures/team.fixtures';
import type { Notification } from '@contract/browser';
import { bellCount, teamInvitationsWithoutNotice } from './bell-count';
import type { NotificationPages } from '@/domain/notifications';

/** One page of notifications, with the server's unread count taken from them. */
function pageOf(...notifications: Notification[]): NotificationPages {
  const unread = notifications.filter((notification) => notification.status === 'unread').length;
  return {
    pages: [
      {
        notifications,
        pagination: { current_page: 1, per_page: 20, total_pages: 1, total_items: notifications.length },
        unread_count: unread,
        next_cursor: null,
      },
    ],
    pageParams: [{ page: 1, cursor: null }],
  };
}

const aurora = buildReceivedTeamInvitation({ team_name: 'Aurora Collective', inviter_name: 'lena_draws' });
const moodboard = buildProjectInvitation({ project_name: 'Moodboard', inviter_name: 'lena_draws' });
const auroraNotice = (status: 'read' | 'unread') =>
  buildNotification('team_invitation', { team_name: 'Aurora Collective', inviter_name: 'lena_draws', role: 'member' }, { status });
const moodboardNotice = (status: 'read' | 'unread') =>
  buildNotification('project_invitation', { project_name: 'Moodboard', inviter_name: 'lena_draws', permission: 'editor' }, { status });

describe('the bell’s count', () => {
  it('counts the unread notifications', () => {
    expect(
      bellCount(pageOf(buildNotification(), buildNotification(), buildNotification(undefined, undefined, { status: 'read' })), [], []),
    ).toBe(2);
    expect(bellCount(undefined, [], [])).toBe(0);
  });

  it('counts pending invitations that no notification announces, such as one sent before the user signed up', () => {
    expect(bellCount(pageOf(), [aurora], [moodboard])).toBe(2);
    expect(bellCount(undefined, [aurora], [])).toBe(1);
  });

  it('counts an invitation and its unread notice once', () => {
    expect(bellCount(pageOf(auroraNotice('unread'), moodboardNotice('unread')), [aurora], [moodboard])).toBe(2);
  });

  it('still counts an invitation whose notice was read: it waits for an answer', () => {
    expect(bellCount(pageOf(auroraNotice('read'), moodboardNotice('read')), [aurora], [moodboard])).toBe(2);
  });

  it('does not take the notice of another team or project for the invitation’s', () => {
    const north = buildReceivedTeamInvitation({ team_name: 'North Studio', inviter_name: 'lena_draws' });
    const posters = buildProjectInvitation({ token: 'posters', project_name: 'Posters', inviter_name: 'lena_draws' });
    expect(bellCount(pageOf(auroraNotice('unread'), moodboardNotice('unread')), [north], [posters])).toBe(4);
  });
});

describe('team invitations without a notice', () => {
  it('are those no loaded notification, read or unread, stands for', () => {
    const north = buildReceivedTeamInvitation({ team_name: 'North Studio', inviter_name: 'lena_draws' });
    expect(teamInvitationsWithoutNotice([aurora, north], [auroraNotice('read')])).toEqual([north]);
    expect(teamInvitationsWithoutNotice([aurora], [])).toEqual([aurora]);
  });
});
