/** How many of a user's generation tasks are queued or running: the allowance asks, the tasks module answers. */
export interface TaskCounter {
  countTasksInProgress(userId: string): Promise<number>;
}
