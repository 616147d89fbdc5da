/** How a click changes the gallery's selection (spec part 2 §4: selection mode while anything is selected). */
export interface ClickModifiers {
  isToggle: boolean;
  isRange: boolean;
}

export interface SelectionState {
  ids: ReadonlySet<string>;
  /** Where a shift-click range starts: the last item clicked. */
  anchor: number | null;
}

export const emptySelection: SelectionState = { ids: new Set(), anchor: null };

/**
 * The selection after a click on `order[index]`: ctrl or meta toggles one item, shift selects the range from
 * the anchor, and a plain click toggles while selecting (null when nothing is selected: the click opens the item).
 */
export function clickSelection(
  state: SelectionState,
  order: ReadonlyArray<string | undefined>,
  index: number,
  modifiers: ClickModifiers,
): SelectionState | null {
  const id = order[index];
  if (id === undefined) return state;
  if (modifiers.isRange && state.anchor !== null) {
    const [from, to] = state.anchor < index ? [state.anchor, index] : [index, state.anchor];
    // Positions not loaded are skipped: the gallery loads a range's pages before it selects it.
    const range = order.slice(from, to + 1).filter((each): each is string => each !== undefined);
    return { ids: new Set([...state.ids, ...range]), anchor: state.anchor };
  }
  if (!modifiers.isToggle && !modifiers.isRange && state.ids.size === 0) return null;
  const ids = new Set(state.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: index };
}
