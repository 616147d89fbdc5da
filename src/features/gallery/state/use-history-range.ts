import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import {
  generationLimits,
  normalizeHistoryFilters,
  type HistoryFilters,
  historyPageQueryOptions,
  idsAtPositions,
  loadedPages,
  loadHistoryRange,
  listLength,
  pagesForRange,
} from '@/domain/generation';
import { createHistoryRangeView } from './history-range-view';

/** Positions `start` up to `end` (not included) of a list. */
export interface PositionRange {
  start: number;
  end: number;
}

/**
 * What the screen shows of the first page (pending, failed, fetching): the screen renders again when one of these
 * changes, not when a page on screen starts or ends a fetch.
 */
function firstPageStatus([first]: UseQueryResult[]) {
  return {
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    isFetching: first?.isFetching ?? false,
    refetch: first?.refetch,
  };
}

/**
 * A creations list fetched by the positions on screen rather than page after page: the first page
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
  // One list of queries while the same pages show, so the observers are not set again on every render.
  const queries = useMemo(
    () => ({
      queries: [0, ...shown.filter((page) => page > 0)].map((page) => historyPageQueryOptions(normalized, page)),
      combine: firstPageStatus,
    }),
    [normalized, shown],
  );
  const status = useQueries(queries);
  const view = useMemo(() => createHistoryRangeView(queryClient, normalized), [queryClient, normalized]);
  const { ids, items } = useSyncExternalStore(view.subscribe, view.getSnapshot, view.getSnapshot);

  /** Loads positions `start` up to `end` (a shift-click range) and answers the ids of the whole list then. */
  const loadRange = useCallback(
    async (start: number, end: number) => {
      await loadHistoryRange(queryClient, normalized, start, end);
      const pages = loadedPages(queryClient, normalized);
      return idsAtPositions(pages, pageSize, listLength(pages.get(0)?.total?.count ?? 0, pages, pageSize));
    },
    [queryClient, normalized, pageSize],
  );
  const { refetch } = status;
  return {
    /** Every position of the list: a creation, or undefined while its page loads. */
    items,
    /** Every position's id; the same array while only creations changed (a favourite, a new name). */
    ids,
    isPending: status.isPending,
    isError: status.isError,
    isFetching: status.isFetching,
    refetch: useCallback(() => void refetch?.(), [refetch]),
    /** The grid tells which positions it shows; their pages load. */
    setRange,
    loadRange,
  };
}
