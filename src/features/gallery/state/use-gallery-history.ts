import type { HistoryFilters } from '@/domain/generation';
import { useHistoryRange } from './use-history-range';
import { useDebouncedValue } from '@/lib/hooks';
import type { GalleryFilterValues } from '../components/gallery-filters';
import { toGenerationFilters } from './generation-filter-values';

/** Typed filters (search words, negative prompt, seed) apply once typing pauses (spec part 2 §9: 500 ms). */
const TYPING_PAUSE_MS = 500;

/** The filters the server applies; `typed` holds the text fields as they stood when typing paused. */
function serverFilters(
  values: GalleryFilterValues,
  typed: { search: string; negativePrompt: string; seed: string },
  teamId: string | null,
): HistoryFilters {
  return {
    search: typed.search,
    isFavoritesOnly: values.isFavoritesOnly,
    ...(values.mediaType === 'all' ? {} : { mediaType: values.mediaType }),
    ...(values.project === 'all' ? {} : { projectId: values.project }),
    generation: toGenerationFilters({ ...values.generation, negativePrompt: typed.negativePrompt, seed: typed.seed }),
    isSharedIncluded: values.generation.isSharedIncluded,
    teamId,
  };
}

/** The gallery's list under its filters as they stand: the range hook, fed the server's filters. */
export function useGalleryHistory(values: GalleryFilterValues, teamId: string | null) {
  const search = useDebouncedValue(values.search, TYPING_PAUSE_MS);
  const negativePrompt = useDebouncedValue(values.generation.negativePrompt, TYPING_PAUSE_MS);
  const seed = useDebouncedValue(values.generation.seed, TYPING_PAUSE_MS);
  return useHistoryRange(serverFilters(values, { search, negativePrompt, seed }, teamId));
}
