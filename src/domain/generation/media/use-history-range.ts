import { partialMatchKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { generationKeys } from '../queries/keys';
import { generationLimits } from '../rules/constants';
import { normalizeHistoryFilters, type HistoryFilters } from './history-filters';
import { historyPageQueryOptions, idsAtPositions, loadedPages, loadHistoryRange } from './history-page-queries';
import { listLength, pagesForRange } from './history-range';
import type { MediaRecord } from './media-cache';
import { useMediaReader } from './use-media-reader';

/** Positions `start` up to `end` (not included) of a list. */
export interface PositionRange {
  start: number;
  end: number;
}

/** A counter that moves whenever a page under `key` changes in the cache (loaded, refetched, invalidated). */
function usePagesVersion(key: readonly unknown[]): number {
  const queryClient = useQueryClient();
  const version = useRef(0);
  const keyText = JSON.stringify(key);
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || !partialMatchKey(event.query.queryKey, JSON.parse(keyText) as readonly unknown[])) return;
        version.current += 1;
        onChange();
      }),
    [queryClient, keyText],
  );
  return useSyncExternalStore(subscribe, () => version.current);
}

/**
 * A creations list fetched by the positions on screen rather than page after page (issue 13): the first page
 * brings the count, so a grid can reserve the whole list's height at once, and a jump to creation 10,000 loads
 * the page there instead of the 500 before it. Positions not loaded yet are undefined (a grid shows skeletons).
 */
export function useHistoryRange(filters: HistoryFilters) {
  const queryClient = useQueryClient();
  const filtersText = JSON.stringify(normalizeHistoryFilters(filters, generationLimits.galleryPageSize));
  const normalized = useMemo(() => JSON.parse(filtersText) as HistoryFilters, [filtersText]);
  const pageSize = normalized.perPage ?? generationLimits.galleryPageSize;
  // The pages on screen, not the positions: a scroll that brings a row in but needs no other page renders nothing
  // outside the grid (the screen around it, filters and all, stays as it is).
  const [shown, setShown] = useState<readonly number[]>([]);
  const setRange = useCallback(
    (range: PositionRange) =>
      setShown((previous) => {
        const next = pagesForRange(range.start, range.end, pageSize);
        return next.length === previous.length && next.every((page, index) => page === previous[index]) ? previous : next;
      }),
    [pageSize],
  );
  const wanted = [0, ...shown.filter((page) => page > 0)];
  const [first] = useQueries({ queries: wanted.map((page) => historyPageQueryOptions(normalized, page)) });
  const version = usePagesVersion(generationKeys.historyPages(normalized));
  const read = useMediaReader(queryClient);

  const ids = useMemo(() => {
    const pages = loadedPages(queryClient, normalized);
    const length = listLength(pages.get(0)?.total?.count ?? 0, pages, pageSize);
    return version >= 0 ? idsAtPositions(pages, pageSize, length) : [];
  }, [queryClient, normalized, pageSize, version]);
  // A creation changed in the media cache (renamed, marked favourite) is read again.
  const items = useMemo(() => ids.map((id): MediaRecord | undefined => (id === undefined ? undefined : read(id))), [ids, read]);

  /** Loads positions `start` up to `end` (a shift-click range) and answers the ids of the whole list then. */
  const loadRange = useCallback(
    async (start: number, end: number) => {
      await loadHistoryRange(queryClient, normalized, start, end);
      const pages = loadedPages(queryClient, normalized);
      return idsAtPositions(pages, pageSize, listLength(pages.get(0)?.total?.count ?? 0, pages, pageSize));
    },
    [queryClient, normalized, pageSize],
  );

  return {
    /** Every position of the list: a creation, or undefined while its page loads. */
    items,
    ids,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    isFetching: first?.isFetching ?? false,
    refetch: () => void first?.refetch(),
    /** The grid tells which positions it shows; their pages load. */
    setRange,
    loadRange,
  };
}
