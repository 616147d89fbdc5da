import { useCallback, useState } from 'react';
import type { MediaRecord } from './media-cache';

/** What a list gives the details viewer it opens: itself, live, and how to load more of it. */
export interface ListViewerSource {
  /** Every position of the list; undefined where its page has not loaded. */
  items: readonly (MediaRecord | undefined)[];
  /** More follow the last position (a list read page after page). */
  hasMore: boolean;
  /** The viewer shows this position: load its page, or the next one as the end nears. */
  onNeed: (index: number) => void;
}

/** What a list asks the app to show in the details viewer: the list, and the position it was opened at. */
export interface MediaViewerRequest extends ListViewerSource {
  startIndex: number;
  onClose: () => void;
}

/** Where the viewer stands: a position, and the creation there when it had loaded. */
export interface ViewerStanding {
  index: number;
  id: string | null;
}

/** The position to show: the creation stood on, followed if the list moved it (a new creation arrived on top). */
export function standingIndex(items: readonly (MediaRecord | undefined)[], standing: ViewerStanding): number {
  if (standing.id === null || items[standing.index]?.id === standing.id) return standing.index;
  const moved = items.findIndex((item) => item?.id === standing.id);
  return moved < 0 ? standing.index : moved;
}

/**
 * The details viewer over a list (the gallery's, My Studio's): `open` at a position, and the request while open.
 * The list's screen holds only whether and where it opened; the viewer keeps its own place as it steps (see
 * useViewerStanding), so stepping renders the viewer, not the whole screen under it.
 */
export function useListViewer(source: ListViewerSource) {
  const [startIndex, setStartIndex] = useState<number | null>(null);
  const onClose = useCallback(() => setStartIndex(null), []);
  const request: MediaViewerRequest | null = startIndex === null ? null : { ...source, startIndex, onClose };
  return { open: setStartIndex, request };
}

/** The viewer's place in a live list, from the position it opened at. */
export function useViewerStanding(items: readonly (MediaRecord | undefined)[], startIndex: number) {
  const [standing, setStanding] = useState<ViewerStanding>(() => ({ index: startIndex, id: items[startIndex]?.id ?? null }));
  const onIndexChange = useCallback((index: number) => setStanding({ index, id: items[index]?.id ?? null }), [items]);
  return { index: standingIndex(items, standing), onIndexChange };
}
