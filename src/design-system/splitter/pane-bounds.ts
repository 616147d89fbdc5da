/** What limits the first pane: the container's length, each pane's minimum and the separator's own thickness. */
export interface PaneBounds {
  /** The container's length along the splitter's axis, in px. */
  total: number;
  /** Smallest first pane, in px. */
  minFirst: number;
  /** Smallest second pane, in px. */
  minSecond: number;
  /** Length the separator itself takes, in px. */
  thickness: number;
}

/**
 * The first pane's length in px, kept within its own minimum and the room the second pane needs. When the
 * container is too small for both minimums the first pane keeps its own, as CSS clamp() does in the layout.
 */
export function clampFirstPane(length: number, { total, minFirst, minSecond, thickness }: PaneBounds): number {
  const max = total - minSecond - thickness;
  return Math.max(minFirst, Math.min(length, max));
}

/** The smallest and largest share (0 to 1) of the container the first pane may take. */
export function shareRange(bounds: PaneBounds): { min: number; max: number } {
  if (bounds.total <= 0) return { min: 0, max: 1 };
  return {
    min: Math.min(1, bounds.minFirst / bounds.total),
    max: clampFirstPane(bounds.total, bounds) / bounds.total,
  };
}

/** A share kept within the range the bounds allow. */
export function clampShare(share: number, bounds: PaneBounds): number {
  const { min, max } = shareRange(bounds);
  return Math.max(min, Math.min(share, max));
}
