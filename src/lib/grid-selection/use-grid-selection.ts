import { useCallback, useEffect, useState, type MouseEvent, type PointerEvent } from 'react';
import { createGridSelection, type GridSelectionOptions } from './grid-selection-controller';
import { emptySelection, type IdSelection } from './id-selection';

/**
 * The selection of a grid of items (the gallery's, My Studio's) and the hand gestures that make it: presses with
 * shift, ctrl or meta, checkbox toggles, drag boxes, and on touch a long press that selects and then opens the
 * item's menu. Its handlers keep their identity for the screen's life, so a memoised tile renders again only
 * when the selection changes; they read the latest selection and options when called.
 */
export function useGridSelection(options: GridSelectionOptions) {
  const [selection, setSelection] = useState<IdSelection>(emptySelection);
  const [controller] = useState(() => createGridSelection({ selection, options }, setSelection));
  useEffect(() => {
    controller.sync({ selection, options });
  });
  const [handlers] = useState(() => ({
    press: controller.press,
    toggle: controller.toggle,
    dragStart: controller.dragStart,
    /** For the virtual grid's `onBoxSelect`. */
    onBoxSelect: controller.boxSelect,
    /** Spread on the screen's element: it notes the keys held at every pointer or key press inside it. */
    modifierProps: { onPointerDownCapture: controller.noteModifiers, onKeyDownCapture: controller.noteModifiers },
    /** Spread on the item at `index`: a right click or a long press opens its menu (`onMenu`). */
    menuProps: (index: number) => ({
      onContextMenu: (event: MouseEvent) => {
        event.preventDefault();
        controller.openMenu(index, { x: event.clientX, y: event.clientY });
      },
      onPointerDown: (event: PointerEvent) => controller.pointerDown(index, event),
      onPointerMove: (event: PointerEvent) => controller.pointerMove(event),
      onPointerUp: () => controller.pointerUp(),
      onPointerCancel: () => controller.pointerCancel(),
    }),
  }));
  const clear = useCallback(() => setSelection(emptySelection), []);
  return { selection, isSelecting: selection.ids.size > 0, clear, ...handlers };
}
