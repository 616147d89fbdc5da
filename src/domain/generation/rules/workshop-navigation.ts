import { z } from 'zod';
import type { Template } from '../../../../contract';
import { defaultImageInputKey } from './constants';
import type { InputValue, UserInputs, UserParams } from './remix-inputs';

/**
 * What opened the workshop, besides its template: Remix, Upscale and Variations fill the template's inputs;
 * Outpaint and Inpaint also ask the workshop to open that editor on the image (the editors feature handles it).
 */
export const workshopActions = ['remix', 'upscale', 'variations', 'outpaint', 'inpaint'] as const;
export type WorkshopAction = (typeof workshopActions)[number];

const inputValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const mediaToProcessSchema = z.object({
  url: z.string().min(1),
  type: z.enum(['image', 'video']).catch('image'),
  id: z.string().optional(),
});
export type MediaToProcess = z.infer<typeof mediaToProcessSchema>;

/** The workshop's optional navigation state (spec part 2 §2). */
export interface WorkshopNavigationState {
  user_inputs?: UserInputs;
  user_params?: UserParams;
  mediaToProcess?: MediaToProcess;
  action?: WorkshopAction;
}

/**
 * The navigation state a screen hands to the workshop, read defensively: history state survives reloads and can
 * come from an older version of the app, so each field that does not have its shape is dropped on its own.
 */
export function parseWorkshopNavigationState(state: unknown): WorkshopNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const raw = state as Record<string, unknown>;
  const parsed: WorkshopNavigationState = {};
  const inputs = z.record(z.string(), inputValue).safeParse(raw.user_inputs);
  if (inputs.success) parsed.user_inputs = inputs.data;
  const params = z.record(z.string(), z.record(z.string(), inputValue)).safeParse(raw.user_params);
  if (params.success) parsed.user_params = params.data;
  const media = mediaToProcessSchema.safeParse(raw.mediaToProcess);
  if (media.success) parsed.mediaToProcess = media.data;
  const action = z.enum(workshopActions).safeParse(raw.action);
  if (action.success) parsed.action = action.data;
  return parsed;
}

/** The key an image goes under: the template's first image input that is not a mask, else the default key. */
export function imageInputKey(template: Pick<Template, 'input_requirements'>): string {
  return (
    template.input_requirements.find((requirement) => requirement.type === 'image' && requirement.purpose !== 'mask')?.key ??
    defaultImageInputKey
  );
}

/**
 * The inputs the workshop starts with: carried inputs the template has a requirement for, then the media to
 * process in its image input (a video's frame arrives as an image only after the frame picker).
 */
export function startingInputs(template: Pick<Template, 'input_requirements'>, state: WorkshopNavigationState): UserInputs {
  const keys = new Set(template.input_requirements.map((requirement) => requirement.key));
  const inputs: UserInputs = {};
  for (const [key, value] of Object.entries(state.user_inputs ?? {})) if (keys.has(key)) inputs[key] = value as InputValue;
  const media = state.mediaToProcess;
  if (media?.type === 'image' && keys.has(imageInputKey(template))) inputs[imageInputKey(template)] = media.url;
  return inputs;
}
