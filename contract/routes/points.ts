import { route } from '../call-route.ts';
import type * as pointsCalls from '../points';

/** The browser's routes for the calls of contract/points.ts; contract/browser.ts gathers them. */
export const getPointsBalance = route<typeof pointsCalls.getPointsBalance>({
  name: 'getPointsBalance',
  method: 'get',
  path: '/points/balance',
});
export const getPointsHistory = route<typeof pointsCalls.getPointsHistory>({
  name: 'getPointsHistory',
  method: 'get',
  path: '/points/history',
});
