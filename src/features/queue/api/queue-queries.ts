import { queryOptions } from '@tanstack/react-query';
import { listQueueTasks } from '@contract/browser';
import { api } from '@/domain/session';
import { queueKeys } from './keys';

/**
 * While the panel is open the list is asked for again this often: the stream carries only the caller's own
 * tasks, so a teammate's task and the places in line move by polling.
 */
const QUEUE_POLL_MS = 5000;

export function queueTasksQueryOptions(teamId: string | null) {
  return queryOptions({
    queryKey: queueKeys.list(teamId),
    queryFn: ({ signal }) => api(listQueueTasks, { query: teamId ? { team_id: teamId } : {} }, { signal }),
    refetchInterval: QUEUE_POLL_MS,
  });
}
