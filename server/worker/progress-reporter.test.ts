import { describe, expect, it } from 'vitest';
import type { GenerationTaskRow } from '../db/schema';
import { createLocalTaskEvents } from '../modules/tasks';
import { createProgressReporter } from './progress-reporter';

function reporterFor(progress: number | null) {
  const written: number[] = [];
  const announced: string[] = [];
  const events = createLocalTaskEvents();
  events.subscribe('user-1', { change: (taskId) => announced.push(taskId), close: () => undefined });
  const task = { id: 'task-1', userId: 'user-1', progress } as GenerationTaskRow;
  const tasks = {
    setProgress: async (_id: string, value: number) => {
      written.push(value);
      return true;
    },
  };
  return { reporter: createProgressReporter({ tasks, events, task }), written, announced };
}

describe('progress reports of a claimed task', () => {
  it('skip what the claimed row already shows, and write and announce what moves it on', async () => {
    const { reporter, written, announced } = reporterFor(0);
    reporter.report(0);
    reporter.report(40);
    await reporter.settled();
    expect(written).toEqual([40]);
    expect(announced).toEqual(['task-1']);
  });

  it('write the first report of a task whose row shows no progress yet', async () => {
    const { reporter, written } = reporterFor(null);
    reporter.report(0);
    await reporter.settled();
    expect(written).toEqual([0]);
  });
});
