import { queryOptions } from '@tanstack/react-query';
import { listDimensionPresets, listEnhancerStyles, listServiceModels } from '../../../contract';
import { api } from '../api';
import { generationKeys } from './keys';

/** The catalog changes with deploys, not during a visit; five minutes spares the hub and workshop refetches. */
const catalogStaleMs = 5 * 60_000;

/** Every template, each marked with whether the caller's tier may use it, in a workspace. */
export function serviceModelsQueryOptions(token: string | null, teamId: string | null) {
  return queryOptions({
    queryKey: generationKeys.serviceModels(token, teamId),
    queryFn: () => api(listServiceModels, { query: teamId ? { team_id: teamId } : {} }),
    enabled: token !== null,
    staleTime: catalogStaleMs,
    select: (answer) => answer.templates,
  });
}

/** The styles of one enhancer set, for a style picker. */
export function enhancerStylesQueryOptions(token: string | null, setId: string) {
  return queryOptions({
    queryKey: generationKeys.enhancerStyles(token, setId),
    queryFn: () => api(listEnhancerStyles, { params: { setId } }),
    enabled: token !== null && setId !== '',
    staleTime: catalogStaleMs,
  });
}

/** A template's size presets (groups) and its custom-size range, which only Pro may use. */
export function dimensionPresetsQueryOptions(token: string | null, templateId: string) {
  return queryOptions({
    queryKey: generationKeys.dimensionPresets(token, templateId),
    queryFn: () => api(listDimensionPresets, { params: { templateId } }),
    enabled: token !== null && templateId !== '',
    staleTime: catalogStaleMs,
  });
}
