import { queryOptions } from '@tanstack/react-query';
import { getPointsBalance, getTaskAllowance } from '@contract/browser';
import { api } from './api';
import { sessionKeys } from './current-user';

export const accountKeys = {
  allowances: () => [...sessionKeys.all, 'allowance'] as const,
  allowance: (teamId: string | null) => [...accountKeys.allowances(), teamId] as const,
  pointsBalance: () => [...sessionKeys.all, 'points-balance'] as const,
};

/** Whether a task may start and what the user may do, per workspace (spec part 1 §3: fetched per workspace). */
export function taskAllowanceQueryOptions(token: string | null, teamId: string | null) {
  return queryOptions({
    queryKey: accountKeys.allowance(teamId),
    queryFn: ({ signal }) => api(getTaskAllowance, { query: teamId ? { team_id: teamId } : {} }, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The points balance shown in the top bar; invalidate `sessionKeys.all` after anything that spends or earns. */
export function pointsBalanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: accountKeys.pointsBalance(),
    queryFn: ({ signal }) => api(getPointsBalance, {}, { signal }),
    enabled: token !== null,
    staleTime: 15_000,
  });
}
