import { queryOptions } from '@tanstack/react-query';
import { getPointsBalance, getTaskAllowance } from '../../../contract';
import { api } from '../api';
import { sessionKeys } from './current-user';

export const accountKeys = {
  allowance: (token: string | null, teamId: string | null) => [...sessionKeys.all, 'allowance', token, teamId] as const,
  pointsBalance: (token: string | null) => [...sessionKeys.all, 'points-balance', token] as const,
};

/** Whether a task may start and what the user may do, per workspace (spec part 1 §3: fetched per workspace). */
export function taskAllowanceQueryOptions(token: string | null, teamId: string | null) {
  return queryOptions({
    queryKey: accountKeys.allowance(token, teamId),
    queryFn: () => api(getTaskAllowance, { query: teamId ? { team_id: teamId } : {} }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The points balance shown in the top bar; invalidate `sessionKeys.all` after anything that spends or earns. */
export function pointsBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: accountKeys.pointsBalance(token),
    queryFn: () => api(getPointsBalance, {}),
    enabled: token !== null,
    staleTime: 15_000,
  });
}
