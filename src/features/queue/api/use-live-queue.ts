import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueueTask } from '@contract/browser';
import type { TaskEventStream } from '@/domain/generation';
import { queueKeys } from './keys';
import { withTaskEvent } from './live-queue';

/**
 * Applies the event stream's task changes to the open queue at once; a task the list does not hold yet (one just
 * started in another tab) has the list fetched again. Without a stream the list's polling keeps it current.
 */
export function useLiveQueue(teamId: string | null, events: TaskEventStream | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!events) return undefined;
    const key = queueKeys.list(teamId);
    return events.subscribe((event) => {
      const list = queryClient.getQueryData<{ tasks: QueueTask[] }>(key);
      const updated = list ? withTaskEvent(list, event) : null;
      if (updated) queryClient.setQueryData(key, updated);
      else void queryClient.invalidateQueries({ queryKey: key });
    });
  }, [events, queryClient, teamId]);
}
