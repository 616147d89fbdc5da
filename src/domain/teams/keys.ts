/**
 * Query keys of teams and team invitations. No key carries the session token (every change of session clears the
 * cache). `details()` matches every team's detail; `detail(id)` one team.
 */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  details: () => [...teamKeys.all, 'detail'] as const,
  detail: (teamId: string) => [...teamKeys.details(), teamId] as const,
  pendingInvitations: () => [...teamKeys.all, 'pending-invitations'] as const,
};
