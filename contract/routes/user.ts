import { route } from '../call-route';
import type * as userCalls from '../user';

/** The browser's routes for the calls of contract/user.ts; contract/browser.ts gathers them. */
export const getMe = route<typeof userCalls.getMe>({ name: 'getMe', method: 'get', path: '/user/me' });
