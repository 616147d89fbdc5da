import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { cancelTask, retryTask, type QueueTask } from '@contract/browser';
import { api, applyNewBalance } from '@/domain/session';
import { teamKeys } from '@/domain/teams';
import { queueKeys } from './keys';

/** The balance the answer carries is the personal account's, or the team pool's in a team's queue. */
function showBalance(queryClient: QueryClient, teamId: string | null, balance: number): void {
  if (teamId === null) applyNewBalance(queryClient, balance);
  else void queryClient.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
}

/** Cancels a task: the row shows it cancelled at once from the answer, and the refunded balance with it. */
export function cancelTaskMutationOptions(queryClient: QueryClient, teamId: string | null) {
  return mutationOptions({
    mutationFn: (taskId: string) => api(cancelTask, { params: { taskId } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<{ tasks: QueueTask[] }>(
        queueKeys.list(teamId),
        (list) => list && { tasks: list.tasks.map((task) => (task.task_id === answer.task.task_id ? answer.task : task)) },
      );
      showBalance(queryClient, teamId, answer.new_balance);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.list(teamId) }),
  });
}

/** Runs a failed task again as it was: a new task joins the queue, paid like any run. */
export function retryTaskMutationOptions(queryClient: QueryClient, teamId: string | null) {
  return mutationOptions({
    mutationFn: (taskId: string) => api(retryTask, { params: { taskId } }),
    onSuccess: (answer) => showBalance(queryClient, teamId, answer.new_balance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.list(teamId) }),
  });
}
