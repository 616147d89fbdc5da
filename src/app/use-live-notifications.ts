import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationEvent } from '@contract/browser';
import type { NotificationEventStream } from '@/domain/generation';
import { notificationKeys, withArrived, type NotificationPages } from '@/domain/notifications';
import { projectKeys } from '@/domain/projects';
import { teamKeys } from '@/domain/teams';

/**
 * Applies each notification the event stream delivers at once (the 60 s poll stays as the fallback): it joins
 * the centre's list and the bell's count, and what it announces is fetched again — a team invitation's Accept and
 * Decline need the pending invitation it matches, a role change or removal changes the user's teams.
 */
export function useLiveNotifications(stream: NotificationEventStream, isSignedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isSignedIn) return undefined;
    return stream.subscribeNotifications((event: NotificationEvent) => {
      const key = notificationKeys.list();
      if (queryClient.getQueryData(key)) queryClient.setQueryData<NotificationPages>(key, (data) => data && withArrived(data, event));
      else void queryClient.invalidateQueries({ queryKey: key });
      const { type } = event.notification;
      if (type === 'invitation') void queryClient.invalidateQueries({ queryKey: teamKeys.pendingInvitations() });
      if (type === 'project_invitation') void queryClient.invalidateQueries({ queryKey: projectKeys.pendingInvitations() });
      if (type === 'team' || type === 'points_received') void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    });
  }, [stream, isSignedIn, queryClient]);
}
