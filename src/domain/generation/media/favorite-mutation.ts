import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { toggleFavorite } from '@contract/browser';
import { api } from '../../session';
import { generationKeys } from '../queries/keys';
import { generationMessages, type GenerationMessageKey } from '../rules/message-keys';
import { patchMedia } from './media-cache';

export interface ToggleFavoriteVariables {
  id: string;
  /** The mark as shown now; the toggle sets the opposite. */
  isFavorite: boolean;
}

export interface ToggleFavoriteOptions {
  queryClient: QueryClient;
  /** Told the spec's message key when the toggle failed and was rolled back (shown in an error modal). */
  onFailed?: (messageKey: GenerationMessageKey) => void;
}

/**
 * Flips a creation's favorite mark at once in its one media cache entry, which every list and the results
 * grid read, rolls it back if the server refuses (spec part 2 §4), and refetches only the favorites-only lists,
 * whose membership changed.
 */
export function toggleFavoriteMutationOptions({ queryClient, onFailed }: ToggleFavoriteOptions) {
  return mutationOptions({
    // One toggle at a time: a quick second tap must not race the first one's answer or rollback.
    scope: { id: 'toggle-favorite' },
    mutationFn: ({ id }: ToggleFavoriteVariables) => api(toggleFavorite, { params: { id } }),
    onMutate: async ({ id, isFavorite }) => {
      // A history page on its way would write the mark as it was before the toggle.
      await queryClient.cancelQueries({ queryKey: generationKeys.history() });
      patchMedia(queryClient, id, { is_favorite: !isFavorite });
    },
    onError: (_error, { id, isFavorite }) => {
      patchMedia(queryClient, id, { is_favorite: isFavorite });
      onFailed?.(generationMessages.favoriteFailed);
    },
    onSuccess: (answer) => patchMedia(queryClient, answer.id, { is_favorite: answer.is_favorite }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: generationKeys.historyList({ isFavoritesOnly: true }) }),
  });
}
