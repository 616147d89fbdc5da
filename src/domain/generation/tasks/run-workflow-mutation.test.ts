import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { runWorkflow, type User } from '@contract';
import { mockCall, mockError } from '@mocks/contract-handler';
import { buildTask } from '@mocks/fixtures/task.fixtures';
import { useMockServer } from '@mocks/node-server';
import { buildTeamDetails } from '@mocks/fixtures/team.fixtures';
import { accountKeys, sessionKeys } from '../../session';
import { teamKeys } from '../../teams';
import { memoryStorage, readBatches } from './active-tasks-storage';
import { createActiveTasksStore } from './active-tasks-store';
import { resultItems } from './result-items';
import { runWorkflowMutationOptions } from './run-workflow-mutation';
import { createTaskTracker } from './task-tracker';
import { serverDataOf } from './use-active-tasks';

const server = useMockServer();

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function setupRun() {
  const queryClient = newClient();
  const store = createActiveTasksStore();
  const storage = memoryStorage();
  const tracker = createTaskTracker({ queryClient, store, storage });
  const observer = new MutationObserver(queryClient, runWorkflowMutationOptions(queryClient, tracker));
  const items = () => resultItems(store.state, serverDataOf(queryClient), Date.now());
  return { queryClient, items, storage, tracker, observer };
}

describe('running a workflow', () => {
  const request = { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'a fox' }, user_params: { main: { numberResults: 2 } } };

  it('shows the placeholders before the answer, then stores the tasks and shows the new balance', async () => {
    let placeholdersSeenByServer = 0;
    const { queryClient, items, storage, tracker, observer } = setupRun();
    queryClient.setQueryData(accountKeys.pointsBalance(), { points_balance: 250 });
    queryClient.setQueryData<User>(sessionKeys.currentUser(), { points_balance: 250 } as User);
    server.use(
      mockCall(runWorkflow, () => {
        placeholdersSeenByServer = items().length;
        return { tasks: [buildTask()], new_balance: 242, project_id: null, new_project: null };
      }),
    );
    await observer.mutate({ request, count: 2, type: 'image', templateTypes: ['text-to-image'], promptText: 'a fox' });
    expect(placeholdersSeenByServer).toBe(2);
    expect(items()).toMatchObject([
      { taskId: 'task-1', taskStatus: 'queued' },
      { taskId: 'task-1', taskStatus: 'queued' },
    ]);
    expect(readBatches(storage, 'none')).toHaveLength(1);
    expect(queryClient.getQueryData(accountKeys.pointsBalance())).toEqual({ points_balance: 242 });
    expect(queryClient.getQueryData<User>(sessionKeys.currentUser())?.points_balance).toBe(242);
    expect(queryClient.getQueryState(accountKeys.pointsBalance())?.isInvalidated).toBe(true);
    tracker.stop();
  });

  it('in a team workspace, shows the answer as the pool’s new balance and leaves the user’s own points alone', async () => {
    const { queryClient, tracker, observer } = setupRun();
    const team = buildTeamDetails({ id: 'team-1', points_balance: 500 });
    queryClient.setQueryData(teamKeys.detail(team.id), team);
    queryClient.setQueryData(accountKeys.pointsBalance(), { points_balance: 250 });
    server.use(mockCall(runWorkflow, { tasks: [buildTask()], new_balance: 492, project_id: null, new_project: null }));
    await observer.mutate({ request: { ...request, team_id: team.id }, count: 2, type: 'image', templateTypes: ['text-to-image'] });
    expect(queryClient.getQueryData<{ points_balance: number }>(teamKeys.detail(team.id))?.points_balance).toBe(492);
    expect(queryClient.getQueryData(accountKeys.pointsBalance())).toEqual({ points_balance: 250 });
    tracker.stop();
  });

  it('removes the placeholders when the server refuses, and keeps the error for the caller', async () => {
    const { items, observer } = setupRun();
    server.use(mockError(runWorkflow, 402, { message: 'Not enough points.', code: 'insufficient_points' }));
    await expect(observer.mutate({ request, type: 'image', templateTypes: [] })).rejects.toMatchObject({ code: 'insufficient_points' });
    expect(items()).toEqual([]);
  });
});
