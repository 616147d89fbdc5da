import { route } from '../call-route';
import type * as generationCalls from '../generation';

/** The browser's routes for the calls of contract/generation.ts; contract/browser.ts gathers them. */
export const runWorkflow = route<typeof generationCalls.runWorkflow>({ name: 'runWorkflow', method: 'post', path: '/workflows/run' });
export const estimateWorkflowCost = route<typeof generationCalls.estimateWorkflowCost>({
  name: 'estimateWorkflowCost',
  method: 'post',
  path: '/workflows/cost',
});
export const getTaskStatus = route<typeof generationCalls.getTaskStatus>({ name: 'getTaskStatus', method: 'get', path: '/tasks/{taskId}' });
export const streamTaskEvents = route<typeof generationCalls.streamTaskEvents>({
  name: 'streamTaskEvents',
  method: 'get',
  path: '/tasks/events',
  answerKind: 'event-stream',
});
