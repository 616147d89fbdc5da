import type { ReactNode } from 'react';
import type { OutpaintSides } from '@contract/browser';
import type { MaskDocument, PaintedMask, WorkshopNavigationState } from '@/domain/generation';
import type { ImageInputProps } from './panel/workshop-panel';
import type { WorkshopViewerRequest } from './results/results-area';
import type { WorkshopFramePickerRequest } from './use-result-actions';

/** What the workshop asks the editors feature to open: the image, and where to hand the painted mask. */
export interface WorkshopEditorRequest {
  kind: 'inpaint' | 'outpaint';
  imageUrl: string;
  /** The inpaint editor's mask (PNG, white repaints, and its strokes); it is uploaded just before the run. */
  onMask: (mask: PaintedMask) => void;
  /** The mask painted before, to go on painting: Edit mask opens the editor with its strokes. */
  initialMask?: MaskDocument;
  /** The editor closed, applied or cancelled. */
  onClose: () => void;
  /** The workshop's prompt: the outpaint editor asks before auto-expand ignores it. */
  prompt: string;
  /** The outpaint editor's sides become the template's params; with auto-expand the run starts without the prompt. */
  onSides: (sides: OutpaintSides, isAutoExpand: boolean) => void;
}

export interface WorkshopProps {
  /** The route's template id; `default` and unknown ids open text-to-image. */
  templateId: string | undefined;
  /** The route's navigation state (user_inputs, user_params, mediaToProcess, action), read defensively. */
  navigationState?: unknown;
  /**
   * The history entry's key: with it the inputs are kept in session storage for this visit, so a reload finds
   * them as they were left. Without it (stories) nothing is kept.
   */
  visitKey?: string;
  /** Opens another template, carrying inputs in the navigation state. */
  onOpenTemplate: (templateId: string, state?: WorkshopNavigationState) => void;
  /** The upload slot (device, camera, asset library) the app composes in for each image input. */
  renderImageInput: (props: ImageInputProps) => ReactNode;
  /** Opens the inpaint or outpaint editor: when the workshop was opened for one, and from the image's mask controls. */
  renderEditor?: (request: WorkshopEditorRequest) => ReactNode;
  /** The media details viewer over the results. */
  renderViewer?: (request: WorkshopViewerRequest) => ReactNode;
  /** The frame picker an edit of a video opens first; without it the video itself goes to the template. */
  renderFramePicker?: (request: WorkshopFramePickerRequest) => ReactNode;
}
