import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { indicesInBox, type GridBox, type GridCells } from './grid-window';

/** What a drag box has taken so far. */
export interface BoxSelection {
  /** The indices of the items inside the box. */
  indices: number[];
  /** Shift, ctrl or meta was held as the box started: it adds to the selection instead of replacing it. */
  isAdding: boolean;
  /** The first report of this box (the moment to remember the selection it adds to). */
  isFirst: boolean;
}

/** How far the mouse moves before a press becomes a drag box, so a click stays a click. */
const START_DISTANCE = 6;
/** Near the scroller's top or bottom edge the box scrolls the grid, this many pixels a frame at most. */
const EDGE = 40;
const EDGE_SPEED = 18;

interface Point {
  x: number;
  y: number;
}

/**
 * Selecting by drag box with a mouse (spec part 2 §2 Gallery: multi-select by drag box). The box is kept in the
 * grid's own coordinates (from the inline start, so it mirrors in Arabic) and hits are computed from the layout,
 * so a box reaches rows the virtual grid has not rendered; dragging near an edge scrolls. A press on something
 * draggable is left to drag and drop; touch is left to long press.
 */
export function useBoxSelect(options: {
  scroller: RefObject<HTMLDivElement | null>;
  spacer: RefObject<HTMLDivElement | null>;
  cells: () => GridCells;
  onBoxSelect?: (selection: BoxSelection) => void;
}) {
  const [box, setBox] = useState<GridBox | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const { scroller, spacer, onBoxSelect } = latest.current;
    if (!onBoxSelect || event.pointerType !== 'mouse' || event.button !== 0) return;
    if ((event.target as Element).closest('[draggable="true"]')) return;
    const element = scroller.current;
    const content = spacer.current;
    if (!element || !content) return;
    const isRtl = getComputedStyle(element).direction === 'rtl';
    const isAdding = event.shiftKey || event.ctrlKey || event.metaKey;
    const pointerId = event.pointerId;
    // The point under the pointer in the grid's coordinates, wherever it has scrolled.
    const toGrid = (client: Point): Point => {
      const rect = content.getBoundingClientRect();
      return { x: isRtl ? rect.right - client.x : client.x - rect.left, y: client.y - rect.top };
    };
    const startClient = { x: event.clientX, y: event.clientY };
    const start = toGrid(startClient);
    let last = startClient;
    let isStarted = false;
    let frame = 0;

    const report = () => {
      const end = toGrid(last);
      const next: GridBox = {
        inlineStart: Math.max(0, Math.min(start.x, end.x)),
        inlineEnd: Math.max(start.x, end.x),
        top: Math.max(0, Math.min(start.y, end.y)),
        bottom: Math.max(start.y, end.y),
      };
      setBox(next);
      latest.current.onBoxSelect?.({ indices: indicesInBox(next, latest.current.cells()), isAdding, isFirst: false });
    };
    const scrollNearEdges = () => {
      const rect = element.getBoundingClientRect();
      const step =
        last.y < rect.top + EDGE
          ? -Math.ceil(((rect.top + EDGE - last.y) / EDGE) * EDGE_SPEED)
          : last.y > rect.bottom - EDGE
            ? Math.ceil(((last.y - rect.bottom + EDGE) / EDGE) * EDGE_SPEED)
            : 0;
      if (step !== 0) {
        element.scrollTop += step;
        report();
      }
      frame = requestAnimationFrame(scrollNearEdges);
    };
    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== pointerId) return;
      last = { x: moved.clientX, y: moved.clientY };
      if (!isStarted) {
        if (Math.hypot(last.x - startClient.x, last.y - startClient.y) < START_DISTANCE) return;
        isStarted = true;
        // Captured, the release lands on the grid: the tile the box started on is not pressed (opened) by it.
        try {
          element.setPointerCapture(pointerId);
        } catch {
          // A pointer the browser does not know (a scripted one) cannot be captured; the box works all the same.
        }
        element.dataset.boxSelecting = 'true';
        window.getSelection()?.removeAllRanges();
        latest.current.onBoxSelect?.({ indices: [], isAdding, isFirst: true });
        frame = requestAnimationFrame(scrollNearEdges);
      }
      report();
    };
    const end = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      element.removeEventListener('scroll', onScroll);
      delete element.dataset.boxSelecting;
      if (element.hasPointerCapture(pointerId)) element.releasePointerCapture(pointerId);
      stop.current = null;
      setBox(null);
    };
    const onScroll = () => {
      if (isStarted) report();
    };
    stop.current?.();
    stop.current = end;
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    element.addEventListener('scroll', onScroll, { passive: true });
  };

  return { box, onPointerDown };
}
