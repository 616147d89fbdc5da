/** The studio's selection: ids of projects and creations, and where a shift range starts. */
export interface StudioSelection {
  ids: ReadonlySet<string>;
  anchor: number | null;
}

export const noSelection: StudioSelection = { ids: new Set(), anchor: null };

/**
 * The selection after a click on `order[index]` (spec part 2 §4): ctrl or meta toggles, shift adds the range from
 * the anchor, and a plain click toggles while anything is selected. A plain click on an empty selection answers
 * null: the entry opens instead.
 */
export function toggleInSelection(
  selection: StudioSelection,
  order: readonly string[],
  index: number,
  modifiers: { isToggle: boolean; isRange: boolean },
): StudioSelection | null {
  const id = order[index];
  if (id === undefined) return selection;
  if (modifiers.isRange && selection.anchor !== null) {
    const [from, to] = selection.anchor < index ? [selection.anchor, index] : [index, selection.anchor];
    return { ids: new Set([...selection.ids, ...order.slice(from, to + 1)]), anchor: selection.anchor };
  }
  if (!modifiers.isToggle && !modifiers.isRange && selection.ids.size === 0) return null;
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: index };
}

/** What a drag carries: the selection when the dragged entry is in it, else that entry alone. */
export function draggedIds(selection: StudioSelection, id: string): string[] {
  return selection.ids.has(id) ? [...selection.ids] : [id];
}

/** A drop into a project is refused when the project is itself among the dragged entries. */
export const canDropInto = (targetId: string | null, dragged: readonly string[]) => targetId === null || !dragged.includes(targetId);
