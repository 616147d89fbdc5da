import { proxy, ref } from 'valtio';
import { record, redo, startHistory, undo, type History } from '../engine/history';
import { addShape, clearMask, emptyMask, invertMask, type MaskDocument, type MaskShape } from './mask-document';

export type MaskTool = 'brush' | 'eraser' | 'rect' | 'ellipse';

/** The spec's brush (part 2 §5): 10 to 200 pixels, 40 to start with. */
export const brushSizes = { min: 10, max: 200, initial: 40 } as const;

export interface MaskState {
  tool: MaskTool;
  brushSize: number;
  /** Held by reference: the document is replaced, never mutated, so valtio need not track its shapes. */
  history: History<MaskDocument>;
}

/** One editor's state, made per dialog: the chosen tool and brush, and the mask with its bounded undo. */
export function createMaskStore(initial: MaskDocument) {
  const state = proxy<MaskState>({ tool: 'brush', brushSize: brushSizes.initial, history: ref(startHistory(initial)) });
  const change = (next: (document: MaskDocument) => MaskDocument) => {
    state.history = ref(record(state.history, next(state.history.present)));
  };
  return {
    state,
    document: () => state.history.present,
    setTool: (tool: MaskTool) => {
      state.tool = tool;
    },
    setBrushSize: (size: number) => {
      state.brushSize = Math.round(Math.min(brushSizes.max, Math.max(brushSizes.min, size)));
    },
    commit: (shape: MaskShape) => change((document) => addShape(document, shape)),
    invert: () => change(invertMask),
    clear: () => {
      if (state.history.present.shapes.length > 0) change(clearMask);
    },
    undo: () => {
      state.history = ref(undo(state.history));
    },
    redo: () => {
      state.history = ref(redo(state.history));
    },
  };
}

export type MaskStore = ReturnType<typeof createMaskStore>;

export const newMaskStore = (width: number, height: number) => createMaskStore(emptyMask(width, height));
