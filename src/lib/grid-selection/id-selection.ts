/** A selection of ids in a list, and where a shift range starts (the last item clicked): the gallery's and the studio's. */
export interface IdSelection {
  ids: ReadonlySet<string>;
  anchor: number | null;
}

export const emptySelection: IdSelection = { ids: new Set(), anchor: null };

/** The keys held with a click (spec part 2 §4: selection mode while anything is selected). */
export interface ClickModifiers {
  /** Ctrl or meta. */
  isToggle: boolean;
  /** Shift. */
  isRange: boolean;
}

/**
 * The selection after a click on `order[index]`: ctrl or meta toggles one item, shift adds the range from the
 * anchor, and a plain click toggles while anything is selected. A plain click on an empty selection answers null:
 * the item opens instead. Positions not loaded (undefined) are skipped: a list loads a range's pages before it
 * selects it.
 */
export function clickSelection(
  state: IdSelection,
  order: ReadonlyArray<string | undefined>,
  index: number,
  modifiers: ClickModifiers,
): IdSelection | null {
  const id = order[index];
  if (id === undefined) return state;
  if (modifiers.isRange && state.anchor !== null) {
    const [from, to] = state.anchor < index ? [state.anchor, index] : [index, state.anchor];
    const range = order.slice(from, to + 1).filter((each): each is string => each !== undefined);
    return { ids: new Set([...state.ids, ...range]), anchor: state.anchor };
  }
  if (!modifiers.isToggle && !modifiers.isRange && state.ids.size === 0) return null;
  const ids = new Set(state.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: index };
}

/** What an action on the item `id` (its menu, a drag) takes: the selection when the item is in it, else the item alone. */
export function idsActedOn(selection: IdSelection, id: string): string[] {
  return selection.ids.has(id) ? [...selection.ids] : [id];
}
