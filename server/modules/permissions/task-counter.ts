/**
 * How many of a user's generation tasks are queued or running. The seam the generation issue fills: there is
 * no task table yet, so until then nothing is in progress. Replace `noTasksYet` in app.ts with a counter
 * over the task rows (status queued or running) when tasks exist.
 */
export interface TaskCounter {
  countTasksInProgress(userId: string): Promise<number>;
}

export const noTasksYet: TaskCounter = {
  countTasksInProgress: async () => 0,
};
