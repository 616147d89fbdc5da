import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { notificationLimits } from '@contract/browser';
import { bellCount } from './bell-count';
import { notificationsQueryOptions } from './notification-queries';
import { pendingProjectInvitationsQueryOptions } from '@/domain/projects';
import { sessionStore } from '@/domain/session';
import { pendingTeamInvitationsQueryOptions } from '@/domain/teams';

const poll = { refetchInterval: notificationLimits.pollIntervalMs };

/**
 * Polls the notifications, the pending team invitations and the pending project invitations every 60 s while
 * signed in (spec part 1 §9), and answers the bell's count of them. The bell is the one place that polls: the
 * panel and /teams read the same cache, so each is asked once a minute however many screens show it.
 */
export function useBellCount(): number {
  const { token } = useSnapshot(sessionStore);
  const notifications = useInfiniteQuery({ ...notificationsQueryOptions(), ...poll });
  const teamInvitations = useQuery({ ...pendingTeamInvitationsQueryOptions(token), ...poll });
  const projectInvitations = useQuery({ ...pendingProjectInvitationsQueryOptions(), ...poll });
  return bellCount(notifications.data, teamInvitations.data ?? [], projectInvitations.data ?? []);
}
