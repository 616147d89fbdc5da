import { queryOptions } from '@tanstack/react-query';
import { listDimensionPresets, listEnhancerStyles, listServiceModels } from '@contract/browser';
import { api } from '../../session';
import { generationKeys } from './keys';

/** The catalog changes with deploys, not during a visit; five minutes spares the hub and workshop refetches. */
const catalogStaleMs = 5 * 60_000;

/** Every template, each marked with whether the caller's tier may use it, in a workspace. */
export function serviceModelsQueryOptions(teamId: string | null) {
  return queryOptions({
    queryKey: generationKeys.serviceModels(teamId),
    queryFn: ({ signal }) => api(listServiceModels, { query: teamId ? { team_id: teamId } : {} }, { signal }),
    staleTime: catalogStaleMs,
    select: (answer) => answer.templates,
  });
}

/** The styles of one enhancer set, for a style picker. */
export function enhancerStylesQueryOptions(setId: string) {
  return queryOptions({
    queryKey: generationKeys.enhancerStyles(setId),
    queryFn: ({ signal }) => api(listEnhancerStyles, { params: { setId } }, { signal }),
    enabled: setId !== '',
    staleTime: catalogStaleMs,
  });
}

/** A template's size presets (groups) and its custom-size range, which only Pro may use. */
export function dimensionPresetsQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: generationKeys.dimensionPresets(templateId),
    queryFn: ({ signal }) => api(listDimensionPresets, { params: { templateId } }, { signal }),
    enabled: templateId !== '',
    staleTime: catalogStaleMs,
  });
}
