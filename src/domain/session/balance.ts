import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contract';
import { accountKeys } from './account-queries';
import { sessionKeys } from './current-user';

/**
 * A run debited or a failed task refunded: show the server's new balance at once, then refresh what depends on
 * it (the ledger, the allowance's tasks in progress, the user) by invalidating the session root.
 */
export function applyNewBalance(queryClient: QueryClient, balance: number): void {
  queryClient.setQueryData(accountKeys.pointsBalance(), { points_balance: balance });
  queryClient.setQueryData<User>(sessionKeys.currentUser(), (user) => user && { ...user, points_balance: balance });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
