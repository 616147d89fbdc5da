import type { GeneratedMedia, Template } from '@contract';

export type InputValue = string | number | boolean | null;
export type UserInputs = Record<string, InputValue>;
export type UserParams = Record<string, Record<string, InputValue>>;

/** What a creation offers to refill a template's inputs with. */
export interface RemixSources {
  prompt: string;
  image: string | null;
  mask: string | null;
}

export function remixSources(media: Pick<GeneratedMedia, 'prompt_text' | 'remix_data' | 'input_image_url'>): RemixSources {
  const remix = media.remix_data;
  return {
    prompt: remix?.positivePrompt ?? media.prompt_text,
    image: remix?.seedImage ?? remix?.inputImage ?? remix?.frameImages?.[0] ?? remix?.referenceImages?.[0] ?? media.input_image_url ?? null,
    mask: remix?.maskImage ?? null,
  };
}

/** Fills each of the template's inputs from the sources: prompts with the prompt, images with the image or mask. */
export function inputsFromSources(template: Pick<Template, 'input_requirements'>, sources: RemixSources): UserInputs {
  const inputs: UserInputs = {};
  for (const requirement of template.input_requirements) {
    const image = requirement.purpose === 'mask' ? sources.mask : sources.image;
    const value = requirement.type === 'prompt' ? sources.prompt : requirement.type === 'image' ? image : null;
    if (value) inputs[requirement.key] = value;
  }
  return inputs;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInputValue(value: unknown): value is InputValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** The inputs a creation was made with, as kept in its params; anything not input-shaped is dropped. */
export function storedUserInputs(params: Record<string, unknown>): UserInputs | null {
  const stored = params.user_inputs;
  if (!isRecord(stored)) return null;
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => isInputValue(value))) as UserInputs;
}

/** The params a creation was made with, by task then key, as kept in its params. */
export function storedUserParams(params: Record<string, unknown>): UserParams {
  const stored = params.user_params;
  if (!isRecord(stored)) return {};
  const result: UserParams = {};
  for (const [taskId, values] of Object.entries(stored)) {
    if (!isRecord(values)) continue;
    result[taskId] = Object.fromEntries(Object.entries(values).filter(([, value]) => isInputValue(value))) as Record<string, InputValue>;
  }
  return result;
}
