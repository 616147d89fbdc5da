import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../utils';
import { gridWindow, showsSameRows, type GridViewport } from './grid-window';
import { useBoxSelect, type BoxSelection } from './use-box-select';
import styles from './virtual-grid.module.css';

const GAP = 8;
const OVERSCAN_ROWS = 3;
/** Ask for the next page when the rendered rows come this close to the loaded end. */
const PREFETCH_ROWS = 4;
/** A scroll counts as over after this long without a scroll event, where the browser sends no `scrollend`. */
const SCROLL_SETTLE_MS = 250;

/** Positions `start` up to `end` (not included) of the items. */
export interface VirtualGridRange {
  start: number;
  end: number;
}

export interface VirtualGridProps<T> {
  /** Every position of the list; an undefined one is not loaded yet and shows `renderPlaceholder`. */
  items: ReadonlyArray<T | undefined>;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** What a position not loaded yet shows (a skeleton tile). */
  renderPlaceholder?: (index: number) => ReactNode;
  /** Told the positions rendered (the viewport and a few rows around it) whenever they change, to load them. */
  onRangeChange?: (range: VirtualGridRange) => void;
  /** Whether more items can be loaded at the end; `onLoadMore` is called as the user nears it. @default false */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Shown after the last row while the next page loads. */
  footer?: ReactNode;
  /** The list's accessible name. */
  label: string;
  /** Square tiles at least this wide. @default 168 */
  minTileWidth?: number;
  /** Render a list of rows this tall instead of square tiles. */
  listRowHeight?: number;
  /** Sizes the scroller (it scrolls itself, so it needs a height from its parent or this class). */
  className?: string;
  /**
   * Turns on selecting by drag box with a mouse: called as the box changes, with the indices inside it (rows not
   * rendered included). Presses that start on something draggable stay drag and drop.
   */
  onBoxSelect?: (selection: BoxSelection) => void;
}

/**
 * A grid of square tiles (or a list of rows) that renders only the rows near the viewport, so the DOM holds a few
 * dozen items whether there are 50 or 10,000. Rows are absolutely placed inside a spacer as tall as
 * all rows together, so the scrollbar is true to the list's length.
 */
export function VirtualGrid<T>({
  items,
  itemKey,
  renderItem,
  renderPlaceholder,
  onRangeChange,
  hasMore = false,
  onLoadMore,
  footer,
  label,
  minTileWidth = 168,
  listRowHeight,
  className,
  onBoxSelect,
}: VirtualGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<GridViewport>({ width: 0, height: 0, scrollTop: 0 });
  // The row height of the last render, for the scroll handler to tell whether a new position shows other rows.
  const rowHeight = useRef(1);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = { width: element.clientWidth, height: element.clientHeight, scrollTop: element.scrollTop };
        // A transition: the rows coming in render in slices between frames instead of holding one frame up, and
        // the rows rendered beyond each edge cover the scroll until they are in.
        startTransition(() => setBox((previous) => (showsSameRows(previous, next, rowHeight.current) ? previous : next)));
      });
    };
    // Marks the scroller while it moves (the stylesheet has it scrolled by the compositor then); a scroll ends with
    // `scrollend`, or after a quiet spell where that event is missing. Runs on every scroll event: the attribute is
    // written once a scroll, and the timer kept only where there is no `scrollend`.
    const hasScrollEnd = 'onscrollend' in window;
    let settle = 0;
    const rest = () => {
      clearTimeout(settle);
      delete element.dataset.scrolling;
    };
    const handleScroll = () => {
      if (element.dataset.scrolling === undefined) element.dataset.scrolling = 'true';
      if (!hasScrollEnd) {
        clearTimeout(settle);
        settle = window.setTimeout(rest, SCROLL_SETTLE_MS);
      }
      measure();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', handleScroll, { passive: true });
    element.addEventListener('scrollend', rest);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      observer.disconnect();
      element.removeEventListener('scroll', handleScroll);
      element.removeEventListener('scrollend', rest);
    };
  }, []);

  const view = gridWindow({
    width: box.width,
    viewportHeight: box.height,
    scrollTop: box.scrollTop,
    itemCount: items.length,
    minTileWidth,
    gap: GAP,
    overscanRows: OVERSCAN_ROWS,
    listRowHeight,
  });
  useLayoutEffect(() => {
    rowHeight.current = view.rowHeight;
  }, [view.rowHeight]);
  const loadedRows = Math.ceil(items.length / view.columns);
  const isNearEnd = box.width > 0 && view.endRow + PREFETCH_ROWS >= loadedRows;
  // Rerun after each page too: a page that still ends on screen asks for the next one.
  const loadedCount = items.length;
  useEffect(() => {
    if (isNearEnd && hasMore && loadedCount > 0) onLoadMore?.();
  }, [isNearEnd, hasMore, onLoadMore, loadedCount]);
  const rangeStart = view.firstRow * view.columns;
  const rangeEnd = Math.min(items.length, view.endRow * view.columns);
  const isMeasured = box.width > 0;
  useEffect(() => {
    if (isMeasured) onRangeChange?.({ start: rangeStart, end: rangeEnd });
  }, [isMeasured, rangeStart, rangeEnd, onRangeChange]);

  const cellWidth = listRowHeight === undefined ? view.rowHeight - GAP : box.width;
  const cellHeight = view.rowHeight - GAP;
  const boxSelect = useBoxSelect({
    scroller,
    spacer,
    cells: () => ({ columns: view.columns, rowHeight: view.rowHeight, cellWidth, gap: GAP, itemCount: items.length }),
    onBoxSelect,
  });
  // Nothing before the first measure: a guessed width would render tiles only to move them.
  const visible = isMeasured ? items.slice(rangeStart, rangeEnd) : [];
  return (
    <div
      ref={scroller}
      className={cx(styles.scroller, className)}
      data-box-select={onBoxSelect ? 'true' : undefined}
      onPointerDown={boxSelect.onPointerDown}
    >
      <div ref={spacer} className={styles.spacer} style={{ blockSize: view.totalHeight }} role="list" aria-label={label}>
        {visible.map((item, offset) => {
          const index = rangeStart + offset;
          const row = Math.floor(index / view.columns);
          const column = index % view.columns;
          return (
            <div
              key={item === undefined ? `placeholder:${index}` : itemKey(item)}
              role="listitem"
              className={styles.cell}
              style={{
                insetBlockStart: row * view.rowHeight,
                insetInlineStart: column * (cellWidth + GAP),
                inlineSize: cellWidth,
                blockSize: cellHeight,
              }}
            >
              {item === undefined ? renderPlaceholder?.(index) : <GridCell item={item} index={index} renderItem={renderItem} />}
            </div>
          );
        })}
        {boxSelect.box ? (
          <div
            aria-hidden="true"
            className={styles.box}
            style={{
              insetBlockStart: boxSelect.box.top,
              insetInlineStart: boxSelect.box.inlineStart,
              inlineSize: boxSelect.box.inlineEnd - boxSelect.box.inlineStart,
              blockSize: Math.min(boxSelect.box.bottom, view.totalHeight) - boxSelect.box.top,
            }}
          />
        ) : null}
      </div>
      {footer}
    </div>
  );
}

interface GridCellProps {
  item: unknown;
  index: number;
  renderItem: (item: never, index: number) => ReactNode;
}

/**
 * One cell's content. A scroll that brings a row in renders the grid again with the same `renderItem`, and then
 * only the new row's cells render; the rows already shown are left alone. A new `renderItem` (the screen rendered
 * again) renders every cell, as it must.
 */
const GridCell = memo(function GridCell({ item, index, renderItem }: GridCellProps) {
  return (renderItem as (item: unknown, index: number) => ReactNode)(item, index);
});
