import { getPointsBalance, getTaskAllowance, logout } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { notificationHandlers } from './notifications.handlers';
import { projectHandlers } from './projects.handlers';
import { teamHandlers } from './teams.handlers';
import { templateHandlers } from './templates.handlers';
import { userHandlers } from './user.handlers';

const serverError = { message: '', code: 'internal_error' };

/** What the signed-in shell loads, and the failures it must show. */
export const shellHandlers = {
  /**
   * The user, their 250 points and their allowance, their teams (for the workspace selector) and an empty
   * notification centre (the bell polls it): everything a signed-in screen asks for.
   */
  signedIn: (points = 250) => [
    userHandlers.me(),
    userHandlers.balance(points),
    userHandlers.allowance(),
    notificationHandlers.list(),
    projectHandlers.pendingInvitations(),
    teamHandlers.list(),
    teamHandlers.pendingInvitations(),
    // Notifications of generations name their template as the catalog does in the interface language.
    templateHandlers.serviceModels(),
  ],
  balancePending: () => mockPending(getPointsBalance),
  balanceFailed: () => mockError(getPointsBalance, 500, serverError),
  allowanceUnauthorized: () => mockError(getTaskAllowance, 401, { message: 'Please log in again.', code: 'unauthorized' }),
  logout: () => mockCall(logout, { message: 'Logged out.' }),
};
