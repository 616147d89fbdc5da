import { queryOptions } from '@tanstack/react-query';
import { getBillingSettings, listManualPaymentMethods, listManualPaymentReviews, listSubscriptions } from '@contract/browser';
import { api } from '@/domain/session';
import { billingKeys } from '@/domain/billing';

/** Which provider takes online payments and where Contact Sales writes: the server's configuration. */
export function billingSettingsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.settings(),
    queryFn: ({ signal }) => api(getBillingSettings, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The live subscriptions of the user's own account, or of the team `teamId` names. */
export function subscriptionsQueryOptions(teamId: string | null) {
  return queryOptions({
    queryKey: billingKeys.subscriptions(teamId),
    queryFn: ({ signal }) => api(listSubscriptions, { query: teamId ? { team_id: teamId } : {} }, { signal }),
  });
}

/** The manual payment methods and their instructions; none configured means no manual option. */
export function manualMethodsQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.manualMethods(),
    queryFn: ({ signal }) => api(listManualPaymentMethods, {}, { signal }),
    staleTime: 60_000,
  });
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Staff: manual payment requests of one status, oldest first. */
export function reviewsQueryOptions(status: ReviewStatus) {
  return queryOptions({
    queryKey: billingKeys.reviewList(status),
    queryFn: ({ signal }) => api(listManualPaymentReviews, { query: { status } }, { signal }),
  });
}
