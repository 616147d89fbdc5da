import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPointsHistory, listApiKeys, listWebhookAttempts, listWebhooks } from '@contract/browser';
import { api } from '@/domain/session';
import { accountPageKeys } from './keys';

/** Ten rows keep the section short enough to scan; the contract allows up to 100. */
export const pointsHistoryPageSize = 10;

/** One page of the points ledger, newest first. The previous page stays on screen while the next one loads. */
export function pointsHistoryQueryOptions(page: number, perPage = pointsHistoryPageSize) {
  return queryOptions({
    queryKey: accountPageKeys.pointsHistoryPage(page, perPage),
    queryFn: ({ signal }) => api(getPointsHistory, { query: { page, per_page: perPage } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The user's API keys: names, prefixes and truncated keys, never a full key. */
export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: accountPageKeys.apiKeys(),
    queryFn: ({ signal }) => api(listApiKeys, {}, { signal }),
  });
}

/** The user's webhooks: URLs, events and secret hints, never a secret. */
export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: accountPageKeys.webhooks(),
    queryFn: ({ signal }) => api(listWebhooks, {}, { signal }),
  });
}

/** A webhook's recent delivery tries, newest first. */
export function webhookAttemptsQueryOptions(webhookId: string) {
  return queryOptions({
    queryKey: accountPageKeys.webhookAttempts(webhookId),
    queryFn: ({ signal }) => api(listWebhookAttempts, { params: { id: webhookId } }, { signal }),
  });
}
