import { useEffect, useRef, useState, type ReactNode } from 'react';
import { gridWindow } from './grid-window';
import styles from './virtual-media-grid.module.css';

const MIN_TILE_WIDTH = 168;
const GAP = 8;
const OVERSCAN_ROWS = 3;
/** Ask for the next page when the rendered rows come this close to the loaded end. */
const PREFETCH_ROWS = 4;

export interface VirtualMediaGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Whether more items can be loaded, and how; called as the user nears the end. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** Shown after the last row while the next page loads. */
  footer?: ReactNode;
  label: string;
}

/**
 * A grid of square tiles that renders only the rows near the viewport (issue 13: smooth with 10,000 creations).
 * The grid scrolls itself; rows are absolutely placed inside a spacer as tall as all rows together, so the
 * scrollbar is true to the list's length while the DOM holds a few dozen tiles.
 */
export function VirtualMediaGrid<T>({ items, itemKey, renderItem, hasMore, onLoadMore, footer, label }: VirtualMediaGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0, scrollTop: 0 });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setBox({ width: element.clientWidth, height: element.clientHeight, scrollTop: element.scrollTop }),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const view = gridWindow({
    width: box.width,
    viewportHeight: box.height,
    scrollTop: box.scrollTop,
    itemCount: items.length,
    minTileWidth: MIN_TILE_WIDTH,
    gap: GAP,
    overscanRows: OVERSCAN_ROWS,
  });
  const loadedRows = Math.ceil(items.length / view.columns);
  const isNearEnd = box.width > 0 && view.endRow + PREFETCH_ROWS >= loadedRows;
  // Rerun after each page too: a page that still ends on screen asks for the next one.
  const loadedCount = items.length;
  useEffect(() => {
    if (isNearEnd && hasMore && loadedCount > 0) onLoadMore();
  }, [isNearEnd, hasMore, onLoadMore, loadedCount]);

  const tileWidth = view.rowHeight - GAP;
  // Nothing before the first measure: a guessed width would render tiles only to move them.
  const visible = box.width > 0 ? items.slice(view.firstRow * view.columns, view.endRow * view.columns) : [];
  return (
    <div ref={scroller} className={styles.scroller}>
      <div className={styles.spacer} style={{ blockSize: view.totalHeight }} role="list" aria-label={label}>
        {visible.map((item, offset) => {
          const index = view.firstRow * view.columns + offset;
          const row = Math.floor(index / view.columns);
          const column = index % view.columns;
          return (
            <div
              key={itemKey(item)}
              role="listitem"
              className={styles.cell}
              style={{
                insetBlockStart: row * view.rowHeight,
                insetInlineStart: column * (tileWidth + GAP),
                inlineSize: tileWidth,
                blockSize: tileWidth,
              }}
            >
              {renderItem(item, index)}
            </div>
          );
        })}
      </div>
      {footer}
    </div>
  );
}
