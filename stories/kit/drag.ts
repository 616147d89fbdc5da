const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export interface DragOptions {
  /** Horizontal distance in px, positive to the right. @default 0 */
  dx?: number;
  /** Vertical distance in px, positive downwards. @default 0 */
  dy?: number;
  /** 'mouse', 'touch' or 'pen'. @default 'mouse' */
  pointerType?: string;
  /** Intermediate moves, one per animation frame, so the component renders between them. @default 5 */
  steps?: number;
}

/**
 * Drags from the middle of an element by (dx, dy) with pointer events, as a mouse or a finger would: down on the
 * element, moves that bubble up to the window (where drag handlers listen), then up. Story play functions use it
 * for separators and sheet handles.
 */
export async function drag(element: Element, { dx = 0, dy = 0, pointerType = 'mouse', steps = 5 }: DragOptions = {}) {
  const rect = element.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const init = { pointerId: 7, pointerType, isPrimary: true, bubbles: true, cancelable: true, composed: true, button: 0 };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1, clientX: x, clientY: y }));
  for (let step = 1; step <= steps; step += 1) {
    const at = { clientX: x + (dx * step) / steps, clientY: y + (dy * step) / steps };
    element.dispatchEvent(new PointerEvent('pointermove', { ...init, buttons: 1, ...at }));
    await nextFrame();
  }
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, clientX: x + dx, clientY: y + dy }));
  await nextFrame();
}
