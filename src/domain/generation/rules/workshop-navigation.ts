import type { GenerationSettings, Template } from '@contract/browser';
import { defaultImageInputKey } from './constants';
import type { InputValue, UserInputs, UserParams } from './remix-inputs';

/**
 * What opened the workshop, besides its template: Remix, Upscale and Variations fill the template's inputs;
 * Outpaint and Inpaint also ask the workshop to open that editor on the image (the editors feature handles it).
 */
export const workshopActions = ['remix', 'upscale', 'variations', 'outpaint', 'inpaint'] as const;
export type WorkshopAction = (typeof workshopActions)[number];

/** A creation or upload the workshop was opened to work on. */
interface MediaToProcess {
  url: string;
  type: 'image' | 'video';
  id?: string;
}

/** The workshop's optional navigation state (spec part 2 §2). */
export interface WorkshopNavigationState {
  user_inputs?: UserInputs;
  user_params?: UserParams;
  mediaToProcess?: MediaToProcess;
  action?: WorkshopAction;
  /** How the uploaded image in `mediaToProcess` says it was made: the next template still offers to fill from it. */
  imageSettings?: GenerationSettings;
  /** With Remix: the creation remixed, which the run names so the result records where it came from. */
  remixOf?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInputValue = (value: unknown): value is InputValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isInputs = (value: unknown): value is UserInputs => isRecord(value) && Object.values(value).every(isInputValue);

function mediaOf(value: unknown): MediaToProcess | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null;
  return {
    url: value.url,
    type: value.type === 'video' ? 'video' : 'image',
    ...(typeof value.id === 'string' ? { id: value.id } : {}),
  };
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isCountOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);

function settingsOf(value: unknown): GenerationSettings | null {
  if (!isRecord(value) || typeof value.prompt !== 'string') return null;
  const isShaped =
    isTextOrNull(value.negative_prompt) &&
    isTextOrNull(value.template_id) &&
    isTextOrNull(value.model) &&
    isCountOrNull(value.seed) &&
    isCountOrNull(value.width) &&
    isCountOrNull(value.height);
  return isShaped ? (value as unknown as GenerationSettings) : null;
}

/**
 * The navigation state a screen hands to the workshop, read defensively: history state survives reloads and can
 * come from an older version of the app, so each field that does not have its shape is dropped on its own.
 * (Checked by hand rather than with zod, which stays out of the browser's first load.)
 */
export function parseWorkshopNavigationState(state: unknown): WorkshopNavigationState {
  if (!isRecord(state)) return {};
  const parsed: WorkshopNavigationState = {};
  if (isInputs(state.user_inputs)) parsed.user_inputs = state.user_inputs;
  if (isRecord(state.user_params) && Object.values(state.user_params).every(isInputs)) parsed.user_params = state.user_params as UserParams;
  const media = mediaOf(state.mediaToProcess);
  if (media) parsed.mediaToProcess = media;
  const action = workshopActions.find((candidate) => candidate === state.action);
  if (action) parsed.action = action;
  const settings = settingsOf(state.imageSettings);
  if (settings) parsed.imageSettings = settings;
  if (typeof state.remixOf === 'string' && state.remixOf !== '' && state.remixOf.length <= 100) parsed.remixOf = state.remixOf;
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
  for (const [key, value] of Object.entries(state.user_inputs ?? {})) if (keys.has(key)) inputs[key] = value;
  const media = state.mediaToProcess;
  if (media?.type === 'image' && keys.has(imageInputKey(template))) inputs[imageInputKey(template)] = media.url;
  return inputs;
}
