import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../contract';
import { accountKeys, sessionKeys } from '../session';

/**
 * A run debited or a failed task refunded: show the server's new balance at once, then refresh what depends on
 * it (the ledger, the allowance's tasks in progress, the user) by invalidating the session root.
 */
export function applyNewBalance(queryClient: QueryClient, token: string | null, balance: number): void {
  queryClient.setQueryData(accountKeys.pointsBalance(token), { points_balance: balance });
  queryClient.setQueryData<User>(sessionKeys.currentUser(token), (user) => user && { ...user, points_balance: balance });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
