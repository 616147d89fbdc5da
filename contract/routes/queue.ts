import { route } from '../call-route';
import type * as queueCalls from '../queue';

/** The browser's routes for the calls of contract/queue.ts; contract/browser.ts gathers them. */
export const listQueueTasks = route<typeof queueCalls.listQueueTasks>({ name: 'listQueueTasks', method: 'get', path: '/tasks' });
export const cancelTask = route<typeof queueCalls.cancelTask>({ name: 'cancelTask', method: 'post', path: '/tasks/{taskId}/cancel' });
export const retryTask = route<typeof queueCalls.retryTask>({ name: 'retryTask', method: 'post', path: '/tasks/{taskId}/retry' });
