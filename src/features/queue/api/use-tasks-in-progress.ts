import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { TaskEventStream } from '@/domain/generation';
import { accountKeys, sessionStore, taskAllowanceQueryOptions } from '@/domain/session';

/**
 * How many of the workspace's tasks are queued or running, from the allowance every signed-in screen loads
 * (no request of its own). A task's end on the event stream asks for it again, so the count falls as tasks finish
 * wherever the user is; a run started anywhere already refreshes it.
 */
export function useTasksInProgress(teamId: string | null, events: TaskEventStream | undefined): number {
  const { token } = useSnapshot(sessionStore);
  const queryClient = useQueryClient();
  const allowance = useQuery({ ...taskAllowanceQueryOptions(token, teamId), select: (answer) => answer.tasks_in_progress });
  useEffect(
    () =>
      events?.subscribe((event) => {
        if (event.kind !== 'progress') void queryClient.invalidateQueries({ queryKey: accountKeys.allowances() });
      }),
    [events, queryClient],
  );
  return allowance.data ?? 0;
}
