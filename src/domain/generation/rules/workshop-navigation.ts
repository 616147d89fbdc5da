import type { Template } from '../../../../contract';
import { defaultImageInputKey } from './constants';
import type { InputValue, UserInputs, UserParams } from './remix-inputs';

/**
 * What opened the workshop, besides its template: Remix, Upscale and Variations fill the template's inputs;
 * Outpaint and Inpaint also ask the workshop to open that editor on the image (the editors feature handles it).
 */
export const workshopActions = ['remix', 'upscale', 'variations', 'outpaint', 'inpaint'] as const;
export type WorkshopAction = (typeof workshopActions)[number];

export interface MediaToProcess {
  url: string;
  type: 'image' | 'video';
  id?: string | undefined;
}

/*
 * Shape checks by hand rather than with zod, which the browser loads only where a form needs it (issue 11).
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInputValue = (value: unknown): value is InputValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const isInputRecord = (value: unknown): value is Record<string, InputValue> => isObject(value) && Object.values(value).every(isInputValue);

function readMediaToProcess(value: unknown): MediaToProcess | null {
  if (!isObject(value) || typeof value.url !== 'string' || value.url === '') return null;
  if (value.id !== undefined && typeof value.id !== 'string') return null;
  // An unknown type reads as an image, as before.
  const media: MediaToProcess = { url: value.url, type: value.type === 'video' ? 'video' : 'image' };
  if (value.id !== undefined) media.id = value.id;
  return media;
}

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
  if (isInputRecord(raw.user_inputs)) parsed.user_inputs = { ...raw.user_inputs };
  if (isObject(raw.user_params) && Object.values(raw.user_params).every(isInputRecord)) {
    parsed.user_params = { ...(raw.user_params as UserParams) };
  }
  const media = readMediaToProcess(raw.mediaToProcess);
  if (media) parsed.mediaToProcess = media;
  if (workshopActions.includes(raw.action as WorkshopAction)) parsed.action = raw.action as WorkshopAction;
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
