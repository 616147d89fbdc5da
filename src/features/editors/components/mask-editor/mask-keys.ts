import type { MaskStore } from '../../mask/mask-store';

const toolKeys = { b: 'brush', e: 'eraser', r: 'rect', c: 'ellipse' } as const;

/**
 * The inpaint editor's keyboard: B, E, R and C choose a tool, [ and ] change the brush by 10, Ctrl/Cmd+Z undoes,
 * Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, I inverts. Returns whether the key was used.
 */
export function handleMaskKey(event: KeyboardEvent, store: MaskStore): boolean {
  const key = event.key.toLowerCase();
  const isCommand = event.ctrlKey || event.metaKey;
  if (isCommand && key === 'z') {
    if (event.shiftKey) store.redo();
    else store.undo();
    return true;
  }
  if (isCommand && key === 'y') return (store.redo(), true);
  if (isCommand || event.altKey) return false;
  if (key in toolKeys) return (store.setTool(toolKeys[key as keyof typeof toolKeys]), true);
  if (key === '[') return (store.setBrushSize(store.state.brushSize - 10), true);
  if (key === ']') return (store.setBrushSize(store.state.brushSize + 10), true);
  if (key === 'i') return (store.invert(), true);
  return false;
}
