import { infiniteQueryOptions } from '@tanstack/react-query';
import { listGeneratedHistory, listUploadedImages, type CallAnswer } from '@contract/browser';
import { api } from '../../session';
import { generationKeys } from '../queries/keys';
import { generationLimits } from '../rules/constants';
import { nextPageParam, normalizeHistoryFilters, toHistoryQuery, type HistoryFilters } from './history-filters';
import { writeMedia } from './media-cache';

/** One page of a creations list: the ids of its creations, whose data lives in the media cache. */
export interface HistoryPage {
  ids: string[];
  next_cursor: CallAnswer<typeof listGeneratedHistory>['next_cursor'];
}

/**
 * The user's creations, page by page for infinite scroll, with every filter the server applies (spec part 2 §7).
 * The date range is not among them: the spec filters it in the browser. Each page's creations go into the media
 * cache, and the page keeps their ids.
 */
export function generatedHistoryInfiniteQueryOptions(filters: HistoryFilters = {}) {
  const normalized = normalizeHistoryFilters(filters, generationLimits.galleryPageSize);
  return infiniteQueryOptions({
    queryKey: generationKeys.historyList(normalized),
    queryFn: async ({ pageParam, signal, client }): Promise<HistoryPage> => {
      const answer = await api(listGeneratedHistory, { query: toHistoryQuery(normalized, pageParam) }, { signal });
      return { ids: writeMedia(client, answer.history), next_cursor: answer.next_cursor };
    },
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
  });
}

/** The user's uploaded images for the asset library: the same query, 40 a page by default. */
export function uploadedImagesInfiniteQueryOptions(filters: HistoryFilters = {}) {
  const normalized = normalizeHistoryFilters(filters, generationLimits.assetLibraryPageSize);
  return infiniteQueryOptions({
    queryKey: generationKeys.uploadsList(normalized),
    queryFn: ({ pageParam, signal }) => api(listUploadedImages, { query: toHistoryQuery(normalized, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextPageParam,
  });
}
