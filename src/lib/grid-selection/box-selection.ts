import type { IdSelection } from './id-selection';

/**
 * The selection while a drag box covers `indices` of `order`: those items added to `base`, which is the selection
 * as the box started when it adds (shift, ctrl or meta), else nothing. Answers an empty selection for an empty box
 * that replaces.
 */
export function selectionWithBox(base: IdSelection, order: ReadonlyArray<string | undefined>, indices: readonly number[]): IdSelection {
  const ids = new Set(base.ids);
  for (const index of indices) {
    const id = order[index];
    if (id !== undefined) ids.add(id);
  }
  return { ids, anchor: indices.at(-1) ?? base.anchor };
}
