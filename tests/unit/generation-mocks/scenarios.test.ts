import { describe, expect, it } from 'vitest';
import {
  getPointsBalance,
  getTaskAllowance,
  getTaskStatus,
  listGeneratedHistory,
  listServiceModels,
  listUploadedImages,
  runWorkflow,
  type WorkflowRequest,
} from '@contract';
import {
  completeScenario,
  directResultScenario,
  failedScenario,
  generatingScenario,
  insufficientPointsScenario,
  lockedTierScenario,
  missingInputsScenario,
  templateUnavailableScenario,
  tooManyTasksScenario,
  trackingErrorScenario,
} from '@mocks/scenarios/generation.scenarios';
import { createApiClient } from '@/lib/api';
import { useMockServer } from '@mocks/node-server';

const server = useMockServer();
// The real client: it checks every answer against the contract, so a scenario that drifts fails here.
const api = createApiClient({ getToken: () => 'story-session-token' });
const request: WorkflowRequest = {
  template_id: 'text_to_image_v1',
  user_inputs: { USER_PROMPT: 'a fox' },
  user_params: { main: { numberResults: 2 } },
};

async function pollsOf(taskId: string, count: number) {
  const answers = [];
  for (let poll = 0; poll < count; poll += 1) answers.push(await api(getTaskStatus, { params: { taskId } }));
  return answers;
}

describe('generation scenarios', () => {
  it('generating: queued, running at 20 and 60, then complete with the results the run asked for', async () => {
    server.use(...generatingScenario());
    const run = await api(runWorkflow, { body: request });
    expect(run.tasks.map((task) => [task.task_id, task.status])).toEqual([['task-1', 'queued']]);
    const polls = await pollsOf('task-1', 5);
    expect(polls.map((poll) => [poll.status, poll.progress])).toEqual([
      ['queued', null],
      ['running', 20],
      ['running', 60],
      ['complete', 100],
      ['complete', 100],
    ]);
    expect(polls[3]!.data?.results.map((result) => [result.template_id, result.prompt_text])).toEqual([
      ['text_to_image_v1', 'a fox'],
      ['text_to_image_v1', 'a fox'],
    ]);
  });

  it('generating: each run gets its own task, moving on its own', async () => {
    server.use(...generatingScenario());
    await api(runWorkflow, { body: request });
    await pollsOf('task-1', 2);
    const second = await api(runWorkflow, { body: request });
    expect(second.tasks[0]!.task_id).toBe('task-2');
    expect((await pollsOf('task-2', 1))[0]!.status).toBe('queued');
  });

  it('complete: the first poll completes; direct: the run answers with results and no task', async () => {
    server.use(...completeScenario());
    await api(runWorkflow, { body: request });
    expect((await pollsOf('task-1', 1))[0]!.data?.results).toHaveLength(2);
    server.use(...directResultScenario());
    const direct = await api(runWorkflow, { body: request });
    expect([direct.tasks.length, direct.data?.results.length]).toEqual([0, 2]);
  });

  it('failed: running, then failed with a reason and the refunded balance', async () => {
    server.use(...failedScenario(250));
    await api(runWorkflow, { body: request });
    const [running, failed] = await pollsOf('task-1', 2);
    expect(running).toMatchObject({ status: 'running', progress: 20 });
    expect(failed).toMatchObject({ status: 'failed', new_balance: 250 });
    expect(failed!.error_message).toBeTruthy();
  });

  it('tracking error: polling answers 500', async () => {
    server.use(...trackingErrorScenario());
    await expect(api(getTaskStatus, { params: { taskId: 'task-1' } })).rejects.toMatchObject({ status: 500 });
  });

  it('locked tier: paid templates are locked, and a run is refused by tier', async () => {
    server.use(...lockedTierScenario());
    const { templates } = await api(listServiceModels, { query: {} });
    expect(templates.find((template) => template.template_id === 'text_to_video_v1')?.is_allowed).toBe(false);
    expect(templates.find((template) => template.template_id === 'text_to_image_v1')?.is_allowed).toBe(true);
    await expect(api(runWorkflow, { body: request })).rejects.toMatchObject({ status: 403, code: 'tier_not_allowed' });
  });

  it('insufficient points: a zero balance and a 402 refusal', async () => {
    server.use(...insufficientPointsScenario());
    expect(await api(getPointsBalance, {})).toEqual({ points_balance: 0 });
    await expect(api(runWorkflow, { body: request })).rejects.toMatchObject({ status: 402, code: 'insufficient_points' });
  });

  it('too many tasks: the allowance says no, and a run is refused with 429', async () => {
    server.use(...tooManyTasksScenario());
    expect(await api(getTaskAllowance, { query: {} })).toMatchObject({ canStartNewTask: false, tasks_in_progress: 2 });
    await expect(api(runWorkflow, { body: request })).rejects.toMatchObject({ status: 429, code: 'too_many_tasks' });
  });

  it('missing inputs and an unavailable template: refused with their codes and the missing keys', async () => {
    server.use(...missingInputsScenario(['USER_PROMPT']));
    const missing = await api(runWorkflow, { body: request }).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 400, code: 'missing_inputs', message: 'Please fill in all required fields.' });
    expect((missing as { detail: (key: string) => unknown }).detail('missing')).toEqual(['USER_PROMPT']);
    server.use(...templateUnavailableScenario());
    await expect(api(runWorkflow, { body: request })).rejects.toMatchObject({ status: 403, code: 'template_unavailable' });
  });

  it('every scenario also serves the rest of the generation screens', async () => {
    server.use(...generatingScenario());
    expect((await api(listServiceModels, { query: {} })).templates.length).toBeGreaterThan(10);
    expect((await api(listGeneratedHistory, { query: {} })).history).toHaveLength(20);
    expect((await api(listUploadedImages, { query: {} })).images.length).toBeGreaterThan(0);
  });
});
