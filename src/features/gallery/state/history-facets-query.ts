import { queryOptions } from '@tanstack/react-query';
import { listHistoryFacets } from '@contract/browser';
import { generationKeys } from '@/domain/generation';
import { api } from '@/domain/session';

/**
 * The templates, models and sizes of the workspace's creations: the choices of the gallery's Filters. Kept under
 * the history's key, so a new creation (which refreshes the history) refreshes them too.
 */
export function historyFacetsQueryOptions(teamId: string | null, isSharedIncluded: boolean) {
  return queryOptions({
    queryKey: [...generationKeys.history(), 'facets', teamId, isSharedIncluded] as const,
    queryFn: ({ signal }) =>
      api(
        listHistoryFacets,
        { query: { ...(teamId ? { team_id: teamId } : {}), ...(isSharedIncluded && !teamId ? { include_shared: 'true' as const } : {}) } },
        { signal },
      ),
    staleTime: 60_000,
  });
}
