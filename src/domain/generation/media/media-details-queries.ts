import { queryOptions } from '@tanstack/react-query';
import { getGeneratedMedia, type CallAnswer } from '../../../../contract/browser';
import { api } from '../../session';
import { generationKeys } from '../queries/keys';

export type MediaDetails = CallAnswer<typeof getGeneratedMedia>;

/**
 * A creation with what it was made from (its chain of ancestors, the mask an inpaint painted) and the task that
 * made it. A chain does not change once made, so it is read once per session; a failed read is not retried, the
 * viewer says it is not available.
 */
export function mediaDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: generationKeys.mediaDetails(id),
    queryFn: ({ signal }) => api(getGeneratedMedia, { params: { id } }, { signal }),
    enabled: id !== '',
    staleTime: Infinity,
    retry: false,
  });
}
