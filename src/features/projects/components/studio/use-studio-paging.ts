import { useCallback } from 'react';
import { useListViewer, type MediaRecord } from '@/domain/generation';
import type { StudioContent } from '../../state/use-studio-content';

/** How near the end of the creations listed the details viewer asks for the next page. */
const viewerLookAhead = 3;

/**
 * My Studio's paging: `loadMoreOnce` asks for the next page unless one is loading or none is left, and the details
 * viewer walks the creations listed (`media`).
 */
export function useStudioPaging(content: StudioContent, media: readonly MediaRecord[]) {
  const { loadMore, hasMore, isFetchingMore } = content;
  const loadMoreOnce = useCallback(() => {
    if (hasMore && !isFetchingMore) loadMore();
  }, [hasMore, isFetchingMore, loadMore]);
  // The viewer walks the creations listed; a few before the last it asks for the next page, so stepping on
  // rarely waits, and stepping past the last waits for that page.
  const needNear = useCallback(
    (index: number) => {
      if (index >= media.length - viewerLookAhead) loadMoreOnce();
    },
    [media.length, loadMoreOnce],
  );
  const viewer = useListViewer({ items: media, hasMore: hasMore && !content.isMoreError, onNeed: needNear });
  return { viewer, loadMoreOnce };
}
