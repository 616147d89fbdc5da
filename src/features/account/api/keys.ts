import { sessionKeys } from '@/domain/session';

/**
 * Query keys of the account page. Points history sits under `sessionKeys.all` on purpose: whatever spends or
 * earns points invalidates that root (see `pointsBalanceQueryOptions`), and the ledger then refreshes with the
 * balance. No key carries the session token: a change of session clears the whole cache.
 */
export const accountPageKeys = {
  all: ['account'] as const,
  pointsHistory: () => [...sessionKeys.all, 'points-history'] as const,
  pointsHistoryPage: (page: number, perPage: number) => [...accountPageKeys.pointsHistory(), page, perPage] as const,
  apiKeys: () => [...accountPageKeys.all, 'api-keys'] as const,
  webhooks: () => [...accountPageKeys.all, 'webhooks'] as const,
  webhookAttempts: (webhookId: string) => [...accountPageKeys.webhooks(), webhookId, 'attempts'] as const,
};
