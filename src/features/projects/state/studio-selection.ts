import type { IdSelection } from '../../../lib/grid-selection/id-selection';

/** What a drag carries: the selection when the dragged entry is in it, else that entry alone. */
export function draggedIds(selection: IdSelection, id: string): string[] {
  return selection.ids.has(id) ? [...selection.ids] : [id];
}

/** A drop into a project is refused when the project is itself among the dragged entries. */
export const canDropInto = (targetId: string | null, dragged: readonly string[]) => targetId === null || !dragged.includes(targetId);
