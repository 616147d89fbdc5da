export { accountKeys, pointsBalanceQueryOptions, taskAllowanceQueryOptions } from './account-queries';
export { api } from './api';
export { applyNewBalance } from './balance';
export { currentUserQueryOptions, sessionKeys } from './current-user';
export { isGuardedLoad } from './session-keys';
export { endSession, sessionStore, startSession } from './session-store';
