import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import { listGeneratedHistory, type CallAnswer } from '@contract/browser';
import { api } from '../../session';
import { generationKeys } from '../queries/keys';
import { generationLimits } from '../rules/constants';
import { toHistoryQuery, type HistoryFilters } from './history-filters';
import { missingBlocks, pagesForRange, type LoadedPage } from './history-range';
import { writeMedia } from './media-cache';

/** One page of a list fetched by position: its creations' ids (their data lives in the media cache). */
export interface HistoryRangePage extends LoadedPage {
  ids: string[];
  /** The cursor after it, when it came from the server as a page of its own. */
  next_cursor: string | null;
  /** The first page carries the list's capped count. */
  total?: CallAnswer<typeof listGeneratedHistory>['total'];
}

/** A long range loads this many pages a request: 200 creations, the most the history call answers at once. */
const BLOCK_PAGES = 10;

const pageSizeOf = (filters: HistoryFilters) => filters.perPage ?? generationLimits.galleryPageSize;

/** The cursor after page `page`, when that page is loaded and nothing has changed the list since. */
function cursorAfter(client: QueryClient, filters: HistoryFilters, page: number): string | null {
  const key = generationKeys.historyPage(filters, page);
  const state = client.getQueryState<HistoryRangePage>(key);
  // After a change (a delete, a move) the page before may be stale: its cursor would repeat or skip creations.
  if (!state || state.status !== 'success' || state.isInvalidated) return null;
  return state.data?.next_cursor ?? null;
}

/**
 * Page `page` (from 0) of a list with `filters` already normalised. Steady scrolling goes on from the page before
 * by its cursor, which costs the same at any depth; a jump asks for the page at its offset. The first page asks
 * for the count too, so the grid can reserve the whole list's height.
 */
export function historyPageQueryOptions(filters: HistoryFilters, page: number) {
  return queryOptions({
    queryKey: generationKeys.historyPage(filters, page),
    queryFn: async ({ client, signal }): Promise<HistoryRangePage> => {
      const cursor = page > 0 ? cursorAfter(client, filters, page - 1) : null;
      const query = toHistoryQuery(filters, cursor);
      if (!cursor && page > 0) query.page = page + 1;
      if (page === 0) query.with_total = 'true';
      const answer = await api(listGeneratedHistory, { query }, { signal });
      return {
        ids: writeMedia(client, answer.history),
        next_cursor: answer.next_cursor,
        hasNext: answer.next_cursor !== null,
        ...(answer.total ? { total: answer.total } : {}),
      };
    },
  });
}

/**
 * Loads every page of positions `start` up to `end` not loaded yet, in blocks of ten pages a request, and stores
 * each block as its pages: a shift-click range across thousands of creations takes a few requests, and the grid
 * finds those pages loaded when it scrolls there.
 */
export async function loadHistoryRange(client: QueryClient, filters: HistoryFilters, start: number, end: number): Promise<void> {
  const pageSize = pageSizeOf(filters);
  const isLoaded = (page: number) => client.getQueryData(generationKeys.historyPage(filters, page)) !== undefined;
  for (const block of missingBlocks(pagesForRange(start, end, pageSize), isLoaded, BLOCK_PAGES)) {
    const query = { ...toHistoryQuery({ ...filters, perPage: pageSize * BLOCK_PAGES }, null), page: block + 1 };
    const answer = await api(listGeneratedHistory, { query });
    const ids = writeMedia(client, answer.history);
    for (let offset = 0; offset * pageSize < Math.max(1, ids.length); offset += 1) {
      const page = block * BLOCK_PAGES + offset;
      if (isLoaded(page)) continue;
      const pageIds = ids.slice(offset * pageSize, (offset + 1) * pageSize);
      const isLastInAnswer = (offset + 1) * pageSize >= ids.length;
      client.setQueryData<HistoryRangePage>(generationKeys.historyPage(filters, page), {
        ids: pageIds,
        next_cursor: null,
        hasNext: isLastInAnswer ? answer.next_cursor !== null : true,
      });
    }
  }
}

/**
 * Every page loaded under these filters exactly, in view or not, by page number. React Query matches a key's
 * filters object partially, so `{ template }` alone would also find the pages of `{ seed, template }`: the page
 * keys are compared by their hash's prefix instead.
 */
export function loadedPages(client: QueryClient, filters: HistoryFilters): Map<number, HistoryRangePage> {
  const pages = new Map<number, HistoryRangePage>();
  const prefix = `${hashKey(generationKeys.historyPages(filters)).slice(0, -1)},`;
  const found = client.getQueriesData<HistoryRangePage>({
    queryKey: generationKeys.historyPages(filters),
    predicate: (query) => query.queryHash.startsWith(prefix),
  });
  for (const [key, data] of found) {
    const page = key.at(-1);
    if (data && typeof page === 'number') pages.set(page, data);
  }
  return pages;
}

/**
 * The ids at each position of a list `length` long; positions not loaded are undefined. A creation met twice (the
 * list changed between two pages' loads) keeps its first place, so the grid never shows one creation twice.
 */
export function idsAtPositions(pages: ReadonlyMap<number, HistoryRangePage>, pageSize: number, length: number): Array<string | undefined> {
  const ids: Array<string | undefined> = Array.from({ length });
  const seen = new Set<string>();
  for (const [page, { ids: pageIds }] of [...pages].toSorted(([a], [b]) => a - b)) {
    pageIds.forEach((id, offset) => {
      const at = page * pageSize + offset;
      if (at >= length || seen.has(id)) return;
      seen.add(id);
      ids[at] = id;
    });
  }
  return ids;
}

/**
 * After a change to the lists (new creations, a delete, a move) every position after it may hold another
 * creation: the pages on screen load again, and the pages out of view are dropped, so a scroll back to them shows
 * skeletons rather than creations at their old positions.
 */
export function refreshHistory(client: QueryClient): Promise<void> {
  client.removeQueries({ queryKey: generationKeys.history(), type: 'inactive', predicate: (query) => query.queryKey[3] === 'pages' });
  return client.invalidateQueries({ queryKey: generationKeys.history() });
}
