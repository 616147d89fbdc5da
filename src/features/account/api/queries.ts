import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPointsHistory, listApiKeys } from '../../../../contract';
import { api } from '../../../lib/api';
import { accountPageKeys } from './keys';

/** Ten rows keep the section short enough to scan; the contract allows up to 100. */
export const pointsHistoryPageSize = 10;

/** One page of the points ledger, newest first. The previous page stays on screen while the next one loads. */
export function pointsHistoryQueryOptions(token: string | null, page: number, perPage = pointsHistoryPageSize) {
  return queryOptions({
    queryKey: accountPageKeys.pointsHistoryPage(token, page, perPage),
    queryFn: () => api(getPointsHistory, { query: { page, per_page: perPage } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The user's API keys: names, prefixes and truncated keys, never a full key. */
export function apiKeysQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: accountPageKeys.apiKeys(token),
    queryFn: () => api(listApiKeys, {}),
    enabled: token !== null,
  });
}
