import type { BenchServer } from './bench-server';
import { reportLine } from './stats';

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
  try {
    for (let index = -2; index < count; index += 1) {
      const start = performance.now();
      const answer = await server.request<RunAnswer>('POST', '/api/v1/workflows/run', user.token, smallImage(index));
      const accepted = performance.now();
      if (answer.status !== 202) throw new Error(`The run was refused: ${JSON.stringify(answer.body)}`);
      const taskId = answer.body.tasks[0]!.task_id;
      const end = await watch.ended(taskId);
      if (end.status !== 'complete') throw new Error(`Task ${taskId} failed`);
      const provider = server.providerTimes.get(taskId)?.ms ?? Number.NaN;
      if (index < 0) continue; // warm-up: the first runs load code and fill caches
      submits.push(accepted - start);
      providerMs.push(provider);
      overheads.push(end.at - start - provider);
    }
  } finally {
    watch.stop();
  }
  console.log(`\nQueue overhead on ${server.engine} (${count} text-to-image tasks at 512 px, one at a time)`);
  reportLine('submit call (debit, task, enqueue)', submits);
  reportLine('provider', providerMs);
  reportLine('overhead (submit to complete - provider)', overheads);
}
