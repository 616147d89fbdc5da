import { createLongPress } from '../hooks/long-press';
import { selectionWithBox } from './box-selection';
import { clickSelection, emptySelection, idsActedOn, type ClickModifiers, type IdSelection } from './id-selection';

type Point = { x: number; y: number };
type Schedule = Parameters<typeof createLongPress>[1];

/** What a grid tells its selection; each screen answers with its own list and actions. */
export interface GridSelectionOptions {
  /** The ids in the grid's order; undefined where a position has not loaded yet. */
  order: ReadonlyArray<string | undefined>;
  /** A plain press while nothing is selected opens the item at `index` instead of selecting it. */
  onOpen: (index: number) => void;
  /**
   * Loads positions `start` up to `end` and answers the whole order then. Given, a shift range loads the pages it
   * reaches before selecting them (a list that jumps); without it a range selects the positions loaded.
   */
  loadRange?: (start: number, end: number) => Promise<ReadonlyArray<string | undefined>>;
  /** A range's pages failed to load; the selection stays as it was. */
  onLoadRangeFailed?: (error: unknown) => void;
  /** Opens an item's menu at `point` on `ids`: the selection when the item is in it, else the item alone. */
  onMenu?: (ids: string[], point: Point) => void;
}

/** What a drag box has taken so far (the design system's virtual grid reports it). */
export interface BoxReport {
  indices: readonly number[];
  /** Shift, ctrl or meta was held as the box started: it adds to the selection instead of replacing it. */
  isAdding: boolean;
  /** The box's first report, the moment to remember the selection it adds to. */
  isFirst: boolean;
}

/** The keys a pointer or key press was made with. */
const modifiersOf = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): ClickModifiers => ({
  isToggle: event.ctrlKey || event.metaKey,
  isRange: event.shiftKey,
});

const toggleOnly: ClickModifiers = { isToggle: true, isRange: false };

/** The selection as the screen last rendered it, and the options it rendered with. */
export interface GridSelectionState {
  selection: IdSelection;
  options: GridSelectionOptions;
}

/**
 * Selecting in a grid by hand, as plain state so it can be tested without a screen: presses with the modifier keys
 * of the last pointer or key press, checkbox toggles, drag boxes, and a long press on touch (select at 500 ms,
 * the menu at 1000 ms) whose ending click is swallowed. Each render hands it the selection and the screen's options
 * (`sync`); it writes the selection through `write`.
 */
export function createGridSelection(
  initial: GridSelectionState,
  write: (update: IdSelection | ((current: IdSelection) => IdSelection)) => void,
  schedule?: Schedule,
) {
  let state = initial;
  let modifiers: ClickModifiers = { isToggle: false, isRange: false };
  let longPress: ReturnType<typeof createLongPress> | null = null;
  let wasLongPress = false;
  // The selection a drag box adds to: what was selected as it started when shift, ctrl or meta was held.
  let boxBase = emptySelection;

  const select = (index: number, clicked: ClickModifiers) => {
    const { selection, options } = state;
    const { anchor } = selection;
    if (clicked.isRange && anchor !== null && options.loadRange) {
      // A shift range may reach positions whose pages never loaded (a jump): load them, then select.
      void options
        .loadRange(Math.min(anchor, index), Math.max(anchor, index) + 1)
        .then((order) => write((current) => clickSelection(current, order, index, clicked) ?? current))
        .catch((error: unknown) => options.onLoadRangeFailed?.(error));
      return;
    }
    const next = clickSelection(selection, options.order, index, clicked);
    if (next) write(next);
    else options.onOpen(index);
  };
  const openMenu = (id: string | undefined, point: Point) => {
    const { selection, options } = state;
    if (id !== undefined) options.onMenu?.(idsActedOn(selection, id), point);
  };

  return {
    sync(next: GridSelectionState) {
      state = next;
    },
    /** Remembers the keys held, from every pointer or key press inside the screen (capture phase). */
    noteModifiers(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) {
      modifiers = modifiersOf(event);
    },
    /** A press on the item: select with the keys held, or open it. The click that ends a long press is not a click. */
    press(index: number) {
      if (wasLongPress) {
        wasLongPress = false;
        return;
      }
      select(index, modifiers);
    },
    /** The item's checkbox: toggles it whatever keys are held. */
    toggle(index: number) {
      select(index, toggleOnly);
    },
    boxSelect({ indices, isAdding, isFirst }: BoxReport) {
      const { selection, options } = state;
      if (isFirst) boxBase = isAdding ? selection : emptySelection;
      write(selectionWithBox(boxBase, options.order, indices));
    },
    /** A right click on the item at `index`. */
    openMenu(index: number, point: Point) {
      openMenu(state.options.order[index], point);
    },
    /** A drag of the item at `index` carries the selection when the item is in it, else selects the item alone. */
    dragStart(index: number): string[] {
      const { selection, options } = state;
      const id = options.order[index];
      if (id === undefined) return [];
      if (!selection.ids.has(id)) write({ ids: new Set([id]), anchor: index });
      return idsActedOn(selection, id);
    },
    pointerDown(index: number, event: { pointerType: string; clientX: number; clientY: number }) {
      if (event.pointerType !== 'touch') return;
      // The menu acts on the item pressed, even if the list moves under the finger before it opens.
      const id = state.options.order[index];
      longPress = createLongPress({ onSelect: () => select(index, toggleOnly), onMenu: (point) => openMenu(id, point) }, schedule);
      longPress.start({ x: event.clientX, y: event.clientY });
    },
    pointerMove(event: { clientX: number; clientY: number }) {
      longPress?.move({ x: event.clientX, y: event.clientY });
    },
    pointerUp() {
      wasLongPress = longPress?.end() ?? false;
    },
    pointerCancel() {
      longPress?.end();
    },
  };
}
