import { http, HttpResponse } from 'msw';
import {
  errorStatus,
  estimateWorkflowCost,
  getTaskStatus,
  runWorkflow,
  streamTaskEvents,
  type ErrorCode,
  type TaskEvent,
  type WorkflowRequest,
} from '@contract';
import { jsonBody, mockCall, mockError, mockPath, mockPending } from '../contract-handler';
import { buildResults, buildRunAnswer, buildTask, buildTaskStatus, type RunAnswer, type TaskStatusAnswer } from '../fixtures/task.fixtures';

/** The messages the server answers refusals with (spec part 2 §8). */
export const runRefusals = {
  tier_not_allowed: 'This feature is not available in your current plan.',
  too_many_tasks: 'You have too many tasks in progress. Please wait.',
  missing_inputs: 'Please fill in all required fields.',
  template_unavailable: 'This feature is not available in your current plan.',
  insufficient_points: 'You do not have enough points for this generation.',
  member_budget_exceeded: 'This run would go over your monthly points budget in this team.',
} satisfies Partial<Record<ErrorCode, string>>;

/** How many results a run asks for: its numberResults param, else 1. */
function requestedCount(request: WorkflowRequest): number {
  const value = Object.values(request.user_params).find((params) => params.numberResults !== undefined)?.numberResults;
  return Math.max(1, Math.min(4, Number(value ?? 1) || 1));
}

/** The runs a scenario's handlers have seen, by task id, so a task's results match what its run asked for. */
export type RunLedger = Map<string, WorkflowRequest>;

/**
 * A run that queues one task per call (`task-1`, `task-2`, ...) for the requested template and project; each
 * handler counts on its own, so stories do not share ids.
 */
function queuedRun(balanceAfter: number, ledger: RunLedger = new Map()) {
  let runs = 0;
  return mockCall(runWorkflow, async ({ request }) => {
    const body = await jsonBody<WorkflowRequest>(request);
    runs += 1;
    ledger.set(`task-${runs}`, body);
    return buildRunAnswer({
      tasks: [buildTask({ task_id: `task-${runs}`, template_id: body.template_id })],
      new_balance: balanceAfter,
      project_id: body.project_id ?? null,
    });
  });
}

/** The results a run asked for: its count, template and prompt. */
function resultsFor(request: WorkflowRequest | undefined) {
  if (!request) return buildResults(1);
  const prompt = request.user_inputs.USER_PROMPT;
  return buildResults(requestedCount(request), {
    template_id: request.template_id,
    ...(typeof prompt === 'string' ? { prompt_text: prompt } : {}),
  });
}

/**
 * Task status that moves one step per poll through `steps`, separately for each task id; the last step repeats.
 * A complete step without results of its own answers what the task's run asked for, when the ledger knows it.
 */
function stepwiseStatus(steps: ReadonlyArray<Partial<TaskStatusAnswer>>, ledger: RunLedger = new Map()) {
  const polls = new Map<string, number>();
  return mockCall(getTaskStatus, ({ params }) => {
    const taskId = String(params.taskId);
    const index = polls.get(taskId) ?? 0;
    polls.set(taskId, index + 1);
    const step = steps[Math.min(index, steps.length - 1)]!;
    const request = ledger.get(taskId);
    const data = step.status === 'complete' && !step.data ? { data: { results: resultsFor(request) } } : {};
    return buildTaskStatus({ ...step, ...data, task_id: taskId, template_id: request?.template_id ?? 'text_to_image_v1' });
  });
}

export const generationHandlers = {
  /** Queues the run; the balance after it is 246 by default. Share a ledger with `taskSteps` to match results. */
  run: (balanceAfter = 246, ledger?: RunLedger) => queuedRun(balanceAfter, ledger),
  runAnswering: (answer: RunAnswer) => mockCall(runWorkflow, answer),
  /** Results straight away, without a task to poll. */
  runDirect: (balanceAfter = 246) =>
    mockCall(runWorkflow, async ({ request }) => {
      const body = await jsonBody<WorkflowRequest>(request);
      return buildRunAnswer({ tasks: [], new_balance: balanceAfter, data: { results: buildResults(requestedCount(body)) } });
    }),
  runRefused: (code: keyof typeof runRefusals, details?: Record<string, unknown>) =>
    mockError(runWorkflow, errorStatus[code], { message: runRefusals[code], code, ...(details ? { details } : {}) }),
  runPending: () => mockPending(runWorkflow),
  runFailed: () => mockError(runWorkflow, 500, { message: '', code: 'internal_error' }),

  estimateCost: (cost = 4) => mockCall(estimateWorkflowCost, { cost, is_available: cost < 9999 }),

  taskSteps: stepwiseStatus,
  taskStatus: (answer: Partial<TaskStatusAnswer> = {}) => stepwiseStatus([answer]),
  taskStatusFailed: () => mockError(getTaskStatus, 500, { message: '', code: 'internal_error' }),
  taskNotFound: () => mockError(getTaskStatus, 404, { message: 'Task not found.', code: 'not_found' }),

  /** The event stream of `GET /tasks/events` as the contract describes it, playing `events` once, `gapMs` apart. */
  taskEvents: (events: readonly TaskEvent[], gapMs = 400) =>
    http.get(mockPath(streamTaskEvents), () => {
      const encoder = new TextEncoder();
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const event of events) {
            await new Promise((resolve) => setTimeout(resolve, gapMs));
            controller.enqueue(encoder.encode(`event: ${event.kind}\nid: ${event.task.task_id}\ndata: ${JSON.stringify(event)}\n\n`));
          }
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } });
    }),

  /** A run that queues, and a task that completes on its first poll with what the run asked for. */
  defaults: (ledger: RunLedger = new Map()) => [
    generationHandlers.run(246, ledger),
    generationHandlers.estimateCost(),
    stepwiseStatus([{ status: 'complete' }], ledger),
  ],
};
