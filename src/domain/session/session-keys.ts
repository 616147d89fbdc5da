import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { accountKeys } from './account-queries';
import { sessionKeys } from './current-user';

/** The loads whose refusal ends the session (spec part 1 §4): the user's data and the task allowance. */
export function isGuardedLoad(queryKey: QueryKey): boolean {
  return partialMatchKey(queryKey, sessionKeys.currentUser()) || partialMatchKey(queryKey, accountKeys.allowances());
}
