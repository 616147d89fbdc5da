import { infiniteQueryOptions } from '@tanstack/react-query';
import { listGeneratedHistory, listUploadedImages } from '../../../contract';
import { api } from '../api';
import { generationLimits } from './constants';
import { nextPageParam, normalizeHistoryFilters, toHistoryQuery, type HistoryFilters } from './history-filters';
import { generationKeys } from './keys';

/**
 * The user's creations, page by page for infinite scroll, with every filter the server applies (spec part 2 §7).
 * The date range is not among them: the spec filters it in the browser.
 */
export function generatedHistoryInfiniteQueryOptions(token: string | null, filters: HistoryFilters = {}) {
  const normalized = normalizeHistoryFilters(filters, generationLimits.galleryPageSize);
  return infiniteQueryOptions({
    queryKey: generationKeys.historyList(token, normalized),
    queryFn: ({ pageParam }) => api(listGeneratedHistory, { query: toHistoryQuery(normalized, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: token !== null,
  });
}

/** The user's uploaded images for the asset library: the same query, 40 a page by default. */
export function uploadedImagesInfiniteQueryOptions(token: string | null, filters: HistoryFilters = {}) {
  const normalized = normalizeHistoryFilters(filters, generationLimits.assetLibraryPageSize);
  return infiniteQueryOptions({
    queryKey: generationKeys.uploadsList(token, normalized),
    queryFn: ({ pageParam }) => api(listUploadedImages, { query: toHistoryQuery(normalized, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: token !== null,
  });
}
