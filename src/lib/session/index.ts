export { accountKeys, pointsBalanceQueryOptions, taskAllowanceQueryOptions } from './account-queries';
export { currentUserQueryOptions, sessionKeys } from './current-user';
export { endSession, initialSessionState, sessionStore, startSession } from './session-store';
