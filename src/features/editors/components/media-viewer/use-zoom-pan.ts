import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from 'react';
import { zoomAt, type View } from '../../engine/viewport';

/** The spec's viewer zoom (part 2 §9): 0.2 to 4 times. */
export const viewerZoom = { min: 0.2, max: 4 } as const;
const identity: View = { scale: 1, x: 0, y: 0 };

type Points = Map<number, { x: number; y: number }>;

/** A pointer's position relative to the element's centre, where the transform's origin is. */
function relative(element: HTMLElement, clientX: number, clientY: number) {
  const box = element.getBoundingClientRect();
  return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
}

/** The pointers' midpoint, and the distance between two of them (0 for one). */
function gesture(points: Points) {
  const [a, b] = [...points.values()];
  if (!a) return null;
  if (!b) return { distance: 0, x: a.x, y: a.y };
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Zoom and pan for the viewer's media as a CSS transform around the element's centre: the wheel zooms around the
 * pointer, two fingers pinch, one pointer drags to pan once zoomed in, and buttons step the zoom.
 */
export function useZoomPan() {
  const [view, setView] = useState<View>(identity);
  const pointers = useRef<Points>(new Map());
  const last = useRef<{ distance: number; x: number; y: number } | null>(null);

  const onWheel = useCallback((event: ReactWheelEvent<HTMLElement>) => {
    const point = relative(event.currentTarget, event.clientX, event.clientY);
    setView((current) => zoomAt(current, point, Math.exp(-event.deltaY * 0.0015), viewerZoom));
  }, []);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.set(event.pointerId, relative(event.currentTarget, event.clientX, event.clientY));
    last.current = gesture(pointers.current);
  }, []);

  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, relative(event.currentTarget, event.clientX, event.clientY));
    const next = gesture(pointers.current);
    const before = last.current;
    last.current = next;
    if (!next || !before) return;
    setView((current) => {
      const zoomed =
        before.distance > 0 && next.distance > 0 ? zoomAt(current, next, next.distance / before.distance, viewerZoom) : current;
      // One pointer pans only once zoomed in; at 1x or less the media stays centred.
      if (pointers.current.size === 1 && zoomed.scale <= 1) return zoomed;
      return { ...zoomed, x: zoomed.x + next.x - before.x, y: zoomed.y + next.y - before.y };
    });
  }, []);

  const onPointerEnd = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    last.current = gesture(pointers.current);
  }, []);

  const zoomBy = useCallback((factor: number) => setView((current) => zoomAt(current, { x: 0, y: 0 }, factor, viewerZoom)), []);
  const reset = useCallback(() => setView(identity), []);

  return {
    view,
    zoomBy,
    reset,
    handlers: { onWheel, onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
  };
}
