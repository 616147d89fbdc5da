import type { GeneratedMedia } from '@contract/browser';

/** What the viewer shows of a creation. */
export type ViewerMedia = Pick<
  GeneratedMedia,
  | 'id'
  | 'generated_url'
  | 'thumbnail_url'
  | 'type'
  | 'prompt_text'
  | 'seed'
  | 'width'
  | 'height'
  | 'is_favorite'
  | 'template_id'
  | 'creation_date'
> &
  Partial<Pick<GeneratedMedia, 'name'>>;

/** The viewer's actions that hand the creation to the workshop (spec part 2 §4 Image viewer). */
const viewerActions = ['remix', 'upscale', 'variations', 'outpaint', 'inpaint'] as const;
export type ViewerAction = (typeof viewerActions)[number];

/** The spec's pause before the actions accept a press, so the click that opened the viewer cannot trigger one. */
export const actionsDelayMs = 300;
/** How long 'Copied!' shows after copying the prompt. */
export const copiedFeedbackMs = 2000;
