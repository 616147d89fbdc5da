import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LineageAncestor } from '@contract/browser';
import { mediaDetailsQueryOptions } from '@/domain/generation';
import type { ViewerMedia } from '../media-viewer-types';

export type VisibleAncestor = Extract<LineageAncestor, { status: 'available' }>;

/**
 * What the viewer shows of one list item and its history: the item itself, or an ancestor opened from its chain
 * (read from the server, since it need not be in the list), the details of whichever is shown, and whether the
 * stage compares it with its parent. Keyed by the list item: stepping to another starts afresh.
 */
export function useLineageView(media: ViewerMedia | undefined) {
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [isComparing, setComparing] = useState(false);
  const listedId = media?.id;
  // Stepping to another list item leaves an ancestor opened from the chain, and any comparison (React's
  // adjust-state-while-rendering pattern: no extra render with the old item's state).
  const [shownFor, setShownFor] = useState(listedId);
  if (shownFor !== listedId) {
    setShownFor(listedId);
    setOpenedId(null);
    setComparing(false);
  }
  const open = useCallback(
    (id: string) => {
      setOpenedId(id === listedId ? null : id);
      setComparing(false);
    },
    [listedId],
  );
  const back = useCallback(() => {
    setOpenedId(null);
    setComparing(false);
  }, []);
  const shownId = openedId ?? media?.id ?? '';
  const details = useQuery(mediaDetailsQueryOptions(shownId));
  const shown: ViewerMedia | undefined = openedId ? details.data?.media : media;
  const first = details.data?.lineage.ancestors[0];
  const parent = first?.status === 'available' ? first : undefined;
  // Pictures compare; a video on either side does not line up frame by frame.
  const canCompare = shown?.type === 'image' && parent?.type === 'image';
  return {
    shown,
    details,
    parent,
    isOpenedAncestor: openedId !== null,
    canCompare,
    isComparing: isComparing && canCompare,
    setComparing,
    open,
    back,
  };
}

export type LineageView = ReturnType<typeof useLineageView>;
