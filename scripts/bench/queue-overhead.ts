import type { BenchServer } from './bench-server';
import { reportLine, verdict } from './stats';

type RunAnswer = { tasks: Array<{ task_id: string }> };

/** A small text-to-image task: the provider's part stays short, so what the pipeline adds stands out. */
const smallImage = (index: number) => ({
  template_id: 'text_to_image_v1',
  user_inputs: { USER_PROMPT: `a lighthouse on a cliff, study ${index}` },
  user_params: { main: { width: 512, height: 512 } },
});

/**
 * Submits tasks one after another and times each from the submit call to its completion event, minus the
 * time the provider spent: the queue's pick-up, the worker's reads and writes, storing the result and its
 * thumbnail, and the event's way back.
 */
export async function measureQueueOverhead(server: BenchServer, count: number): Promise<void> {
  const user = await server.signIn('Enterprise');
  const watch = server.watchTasks(user);
  const overheads: number[] = [];
  const submits: number[] = [];
  const providerMs: number[] = [];
  const before: number[] = [];
  const after: number[] = [];
  try {
    for (let index = -2; index < count; index += 1) {
      const start = performance.now();
      const answer = await server.request<RunAnswer>('POST', '/api/v1/workflows/run', user.token, smallImage(index));
      const accepted = performance.now();
      if (answer.status !== 202) throw new Error(`The run was refused: ${JSON.stringify(answer.body)}`);
      const taskId = answer.body.tasks[0]!.task_id;
      const end = await watch.ended(taskId);
      if (end.status !== 'complete') throw new Error(`Task ${taskId} failed`);
      const times = server.providerTimes.get(taskId);
      const provider = times?.ms ?? Number.NaN;
      if (index < 0) continue; // warm-up: the first runs load code and fill caches
      submits.push(accepted - start);
      providerMs.push(provider);
      before.push((times?.startedAt ?? Number.NaN) - start);
      after.push(end.at - (times?.endedAt ?? Number.NaN));
      overheads.push(end.at - start - provider);
    }
  } finally {
    watch.stop();
  }
  console.log(`\nQueue overhead on ${server.engine} (${count} text-to-image tasks at 512 px, one at a time)`);
  reportLine('submit call (debit, task, enqueue)', submits);
  reportLine('provider', providerMs);
  reportLine('  before it (submit, pick-up, claim)', before);
  reportLine('  after it (store, complete, event)', after);
  reportLine('overhead (submit to complete - provider)', overheads, 42, { max: 25 });
}

/**
 * Submits `count` tasks at once and times until the last completes: with the queue at the providers' speed that
 * is the provider's own time for all of them over the local provider's concurrency, plus a little.
 */
export async function measureBacklogDrain(server: BenchServer, count: number): Promise<void> {
  // One account may have only so many tasks in progress: the backlog is spread over as many as it takes.
  const watches: Array<ReturnType<BenchServer['watchTasks']>> = [];
  const taskIds: string[] = [];
  const endOf = new Map<string, ReturnType<ReturnType<BenchServer['watchTasks']>['ended']>>();
  try {
    let user = await server.signIn('Enterprise');
    watches.push(server.watchTasks(user));
    const start = performance.now();
    for (let index = 0; index < count; index += 1) {
      let answer = await server.request<RunAnswer>('POST', '/api/v1/workflows/run', user.token, smallImage(1000 + index));
      if (answer.status === 429 || (answer.body as { code?: string }).code === 'too_many_tasks') {
        user = await server.signIn('Enterprise');
        watches.push(server.watchTasks(user));
        answer = await server.request<RunAnswer>('POST', '/api/v1/workflows/run', user.token, smallImage(1000 + index));
      }
      if (answer.status !== 202) throw new Error(`The run was refused: ${JSON.stringify(answer.body)}`);
      const taskId = answer.body.tasks[0]!.task_id;
      taskIds.push(taskId);
      endOf.set(taskId, watches.at(-1)!.ended(taskId));
    }
    const ends = await Promise.all(taskIds.map((taskId) => endOf.get(taskId)!));
    const failed = ends.filter((end) => end.status !== 'complete').length;
    const drained = Math.max(...ends.map((end) => end.at)) - start;
    const concurrency = server.deps.env.WORKER_CONCURRENCY_LOCAL ?? server.deps.env.WORKER_CONCURRENCY;
    const providerMs = taskIds.reduce((sum, taskId) => sum + (server.providerTimes.get(taskId)?.ms ?? 0), 0);
    const ideal = providerMs / concurrency;
    console.log(`\nBacklog on ${server.engine}: ${count} text-to-image tasks at 512 px submitted at once, ${concurrency} at a time`);
    console.log(
      `  ${'drained in'.padEnd(42)} ${(drained / 1000).toFixed(1)} s (${((count / drained) * 1000).toFixed(1)} tasks/s)${failed ? `, ${failed} failed` : ''}`,
    );
    console.log(
      `  ${'provider time / concurrency'.padEnd(42)} ${(ideal / 1000).toFixed(1)} s   drain over that ${(drained / ideal).toFixed(2)}   ${verdict(drained / ideal, { max: 1.1, unit: '' })} (1.00 is the providers' speed)`,
    );
  } finally {
    for (const watch of watches) watch.stop();
  }
}
