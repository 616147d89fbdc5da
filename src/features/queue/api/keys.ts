/** Query keys of the queue panel; a team's queue and the personal one are kept apart. */
export const queueKeys = {
  all: ['queue'] as const,
  list: (teamId: string | null) => [...queueKeys.all, 'list', teamId] as const,
};
