import { queryOptions } from '@tanstack/react-query';
import { listPlans } from '@contract/browser';
import { api } from '../session';
import { billingKeys } from './billing-keys';

/** Every plan and pack on sale (spec part 1 §7). The catalog changes rarely: a minute's freshness is plenty. */
export function plansQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => api(listPlans, {}, { signal }),
    staleTime: 60_000,
  });
}
