import { mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { toggleFavorite, type CallAnswer, type listGeneratedHistory } from '../../../contract';
import { api } from '../api';
import type { ActiveTasksStore } from './active-tasks-store';
import type { HistoryFilters } from './history-filters';
import { generationKeys } from './keys';
import { generationMessages, type GenerationMessageKey } from './message-keys';

type HistoryPages = InfiniteData<CallAnswer<typeof listGeneratedHistory>, number>;

export interface ToggleFavoriteVariables {
  id: string;
  /** The mark as shown now; the toggle sets the opposite. */
  isFavorite: boolean;
}

function markInPages(pages: HistoryPages | undefined, id: string, isFavorite: boolean): HistoryPages | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      history: page.history.map((media) => (media.id === id ? { ...media, is_favorite: isFavorite } : media)),
    })),
  };
}

function markInStore(store: ActiveTasksStore | undefined, id: string, isFavorite: boolean) {
  for (const item of store?.state.items ?? []) if (item.status === 'completed' && item.id === id) item.is_favorite = isFavorite;
}

export interface ToggleFavoriteOptions {
  queryClient: QueryClient;
  token: string | null;
  /** The workshop's results grid, which shows the same creations outside the query cache. */
  store?: ActiveTasksStore;
  /** Told the spec's message key when the toggle failed and was rolled back (shown in an error modal). */
  onFailed?: (messageKey: GenerationMessageKey) => void;
}

/**
 * Flips a creation's favorite mark at once in every cached history list and in the results grid, rolls it back
 * if the server refuses (spec part 2 §4), and refetches only the favorites-only lists, whose membership changed.
 */
export function toggleFavoriteMutationOptions({ queryClient, token, store, onFailed }: ToggleFavoriteOptions) {
  const historyRoot = generationKeys.history(token);
  const setEverywhere = (id: string, isFavorite: boolean) => {
    queryClient.setQueriesData<HistoryPages>({ queryKey: historyRoot }, (pages) => markInPages(pages, id, isFavorite));
    markInStore(store, id, isFavorite);
  };
  return mutationOptions({
    // One toggle at a time: a quick second tap must not race the first one's answer or rollback.
    scope: { id: 'toggle-favorite' },
    mutationFn: ({ id }: ToggleFavoriteVariables) => api(toggleFavorite, { params: { id } }),
    onMutate: async ({ id, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: historyRoot });
      const snapshot = queryClient.getQueriesData<HistoryPages>({ queryKey: historyRoot });
      setEverywhere(id, !isFavorite);
      return { snapshot };
    },
    onError: (_error, { id, isFavorite }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      markInStore(store, id, isFavorite);
      onFailed?.(generationMessages.favoriteFailed);
    },
    onSuccess: (answer) => setEverywhere(answer.id, answer.is_favorite),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: historyRoot,
        predicate: (query) => (query.queryKey[3] as HistoryFilters | undefined)?.isFavoritesOnly === true,
      }),
  });
}
