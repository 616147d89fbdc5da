import type { GenerationTaskRow } from '../db/schema';
import type { TaskEventBus, TaskStore } from '../modules/tasks';

/** Providers may report every frame; the row and the stream need a few updates a second at most. */
const MIN_INTERVAL_MS = 250;

/**
 * Writes progress to the task row and tells the event stream, in order and throttled. Reports never fail the
 * generation: progress is a courtesy, so a failed write is dropped.
 */
export function createProgressReporter(deps: { tasks: Pick<TaskStore, 'setProgress'>; events: TaskEventBus; task: GenerationTaskRow }) {
  let chain: Promise<void> = Promise.resolve();
  // The task as claimed already shows this much (the claim writes 0 and announces it): reporting it again changes nothing.
  let last = deps.task.progress ?? -1;
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    report(percent: number): void {
      const value = Math.max(0, Math.min(99, Math.floor(percent)));
      // Wall time, not the business clock: throttling is about load, and tests freeze the business clock.
      const now = performance.now();
      if (value <= last || (now - lastAt < MIN_INTERVAL_MS && value < 99)) return;
      last = value;
      lastAt = now;
      chain = chain
        .then(async () => {
          if (await deps.tasks.setProgress(deps.task.id, value)) {
            await deps.events.publish({ userId: deps.task.userId, taskId: deps.task.id });
          }
        })
        .catch(() => undefined);
    },
    settled: () => chain,
  };
}

export type ProgressReporter = ReturnType<typeof createProgressReporter>;
