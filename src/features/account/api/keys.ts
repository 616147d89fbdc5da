import { sessionKeys } from '../../../lib/session';

/**
 * Query keys of the account page. Each carries the session token, like the shared session keys, so one user's
 * data never shows for the next. Points history sits under `sessionKeys.all` on purpose: whatever spends or earns
 * points invalidates that root (see `pointsBalanceQueryOptions`), and the ledger then refreshes with the balance.
 */
export const accountPageKeys = {
  all: ['account'] as const,
  pointsHistory: (token: string | null) => [...sessionKeys.all, 'points-history', token] as const,
  pointsHistoryPage: (token: string | null, page: number, perPage: number) =>
    [...accountPageKeys.pointsHistory(token), page, perPage] as const,
  apiKeys: (token: string | null) => [...accountPageKeys.all, 'api-keys', token] as const,
};
