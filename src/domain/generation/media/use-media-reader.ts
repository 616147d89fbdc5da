import { partialMatchKey, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { generationKeys } from '../queries/keys';
import { readMedia, type MediaRecord } from './media-cache';

/**
 * Reads creations from the media cache, as a function that is new whenever a creation's entry changes (a
 * favourite, a new name, a thumbnail). Lists hold ids and read each creation from that cache: one that builds its
 * items in a memo with this reader among its dependencies shows such a change at once, without refetching.
 */
export function useMediaReader(queryClient: QueryClient): (id: string) => MediaRecord | undefined {
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || !partialMatchKey(event.query.queryKey, generationKeys.media())) return;
        version.current += 1;
        onChange();
      }),
    [queryClient],
  );
  const read = () => version.current;
  const changes = useSyncExternalStore(subscribe, read, read);
  // A new function for each change, so the memos that read through it run again.
  return useMemo(() => (changes >= 0 ? (id: string) => readMedia(queryClient, id) : () => undefined), [queryClient, changes]);
}
