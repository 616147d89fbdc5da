/**
 * Where the viewer stands in the list it walks: whether it can step back or on (on past the last loaded item while
 * the list has more to load), and the count to show, which grows as pages arrive.
 */
export function viewerPosition(index: number, length: number, hasMore: boolean) {
  return {
    canGoBack: index > 0,
    canGoOn: index < length - 1 || hasMore,
    count: Math.max(length, index + 1),
    /** More follow the count shown: it reads "3 of 20+". */
    isOpenEnded: hasMore,
  };
}

/** A step of the arrow keys: right is on and left is back, mirrored where the page reads right to left. */
export function arrowStep(key: string, isRtl: boolean): -1 | 0 | 1 {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return 0;
  return isRtl ? (-step as -1 | 1) : step;
}

/**
 * Where the viewer should stand once the list has changed under it: on the last item when the one it stood on is
 * gone and nothing more will load; null when it may stay (or, for an empty list, when there is nothing to show).
 */
export function settledIndex(index: number, length: number, hasMore: boolean): number | null {
  if (hasMore || index < length || length === 0) return null;
  return length - 1;
}
