import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import {
  generatedHistoryInfiniteQueryOptions,
  generationLimits,
  useActiveTasks,
  useMediaReader,
  type CompletedItem,
  type ResultItem,
} from '@/domain/generation';
import { activeTeamId, workspaceStore } from '@/domain/workspace';

/** Past creations carry no batch of this visit. */
const historyBatch = 'history';

/** Whether an item is an earlier creation from the history rather than one of this visit's results. */
export const isPastCreation = (item: ResultItem): boolean => item.batchId === historyBatch;

/**
 * How far the strip pages on its own: past this many pages it stops loading and leads to the gallery, which is
 * built for long lists (search, filters, ranges).
 */
const recentPageLimit = 3;

/**
 * The workshop's results: this visit's tasks (placeholders, failures when shown, creations) first, then the
 * workspace's earlier creations from the history, newest first and each once, so a reload or a return shows
 * what was made instead of an empty page.
 */
export function useRecentCreations(showFailedTasks: boolean) {
  const queryClient = useQueryClient();
  const { items: active } = useActiveTasks();
  const workspace = useSnapshot(workspaceStore);
  const history = useInfiniteQuery(
    generatedHistoryInfiniteQueryOptions({ teamId: activeTeamId(workspace), perPage: generationLimits.projectHistoryPageSize }),
  );
  const readMedia = useMediaReader(queryClient);
  const shown = active.filter((item) => showFailedTasks || item.status !== 'failed');
  const seen = new Set(shown.map((item) => item.id));
  const past = (history.data?.pages ?? [])
    .flatMap((page) => page.ids)
    .filter((id) => !seen.has(id) && seen.add(id))
    .map((id) => readMedia(id))
    .filter((record) => record !== undefined)
    .map((record): CompletedItem => ({ ...record, batchId: historyBatch, status: 'completed' }));
  const items: ResultItem[] = [...shown, ...past];
  const pageCount = history.data?.pages.length ?? 0;
  return {
    items,
    /** The newest batch of this visit: a new one brings the preview back to the newest result. */
    newestBatchId: shown[0]?.batchId ?? null,
    isLoading: history.isPending,
    isError: history.isError,
    isRetrying: history.isFetching && history.isError,
    retry: () => void history.refetch(),
    canLoadMore: history.hasNextPage && pageCount < recentPageLimit,
    /** There is more than the strip will load: the gallery has it. */
    hasMoreInGallery: history.hasNextPage && pageCount >= recentPageLimit,
    isLoadingMore: history.isFetchingNextPage,
    loadMore: () => {
      if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
    },
  };
}

export type RecentCreations = ReturnType<typeof useRecentCreations>;
