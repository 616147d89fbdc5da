import { route } from '../call-route';
import type * as healthCalls from '../health';

/** The browser's routes for the calls of contract/health.ts; contract/browser.ts gathers them. */
export const health = route<typeof healthCalls.health>({ name: 'health', method: 'get', path: '/health' });
