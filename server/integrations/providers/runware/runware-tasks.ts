import type { IRemoveImageBackground, IRequestImage, IRequestVideo, IUpscaleGan } from '@runware/sdk-js';
import { taskErrorMessage } from '../../../../contract';
import { ProviderError, type ProviderJob, type TemplateType } from '../provider';

/**
 * Each task as sent, checked against the request types of Runware's own SDK (@runware/sdk-js, types only: the
 * REST calls stay ours): a field of the wrong type or an output format a task does not take fails the typecheck.
 * The SDK adds taskType and taskUUID itself, so they are ours to add here.
 */
type Sent<Request> = Request & { taskType: string; taskUUID: string };

/** How the task refers to each input: an uploaded image's UUID or a data URI (both accepted, docs: image upload). */
export interface ImageRefs {
  seedImage?: string;
  maskImage?: string;
  inputImage?: string;
  referenceImages?: string[];
  frameImages?: string[];
}

export const asyncTypes = new Set<TemplateType>(['text-to-video', 'image-to-video']);

const numericParams = ['steps', 'CFGScale', 'clipSkip'] as const;

type Tuning = Pick<IRequestImage, 'steps' | 'CFGScale' | 'clipSkip' | 'scheduler' | 'providerSettings'>;

function tuning(params: Record<string, unknown>): Tuning {
  const out: Tuning = {};
  for (const key of numericParams) if (typeof params[key] === 'number') out[key] = params[key];
  if (typeof params.scheduler === 'string') out.scheduler = params.scheduler;
  // Remixed creations carry the provider's own settings (spec part 2 §3 remix data); they pass through as given.
  // The SDK's type names only BFL's settings; Runware takes each provider's under its name, carried back as it was.
  if (params.providerSettings && typeof params.providerSettings === 'object') {
    out.providerSettings = params.providerSettings as IRequestImage['providerSettings'];
  }
  return out;
}

function strength(params: Record<string, unknown>): Pick<IRequestImage, 'strength'> {
  return typeof params.strength === 'number' ? { strength: params.strength } : {};
}

function requireModel(job: ProviderJob): string {
  if (!job.model) throw new ProviderError(taskErrorMessage('model_missing'), false, 'provider_rejected');
  return job.model;
}

function requireRef(ref: string | undefined, missing: 'input_missing' | 'mask_needed'): string {
  if (!ref) throw new ProviderError(taskErrorMessage(missing), false, 'provider_rejected');
  return ref;
}

/**
 * The Runware task for a job. Field names and values follow the API reference: imageInference (positivePrompt,
 * negativePrompt, width, height, model, steps, CFGScale, seed, numberResults, outputType, outputFormat,
 * includeCost; seedImage and strength for image-to-image; maskImage for inpainting; outpaint sides), imageUpscale
 * (inputImage, upscaleFactor), imageBackgroundRemoval (inputImage), videoInference (duration, frameImages,
 * deliveryMethod 'async').
 */
export function buildTask(
  job: ProviderJob,
  taskUUID: string,
  refs: ImageRefs,
  size: { width: number; height: number } | null,
): Record<string, unknown> {
  const output = { outputType: 'URL', includeCost: true } as const;
  const dimensions = size ? { width: size.width, height: size.height } : {};
  const prompt = {
    // The outpainting guide's own example sends "__BLANK__" when there is nothing to say; an empty prompt is refused.
    positivePrompt: job.prompt.trim() || '__BLANK__',
    ...(job.negativePrompt?.trim() ? { negativePrompt: job.negativePrompt.trim() } : {}),
  };
  // Built on demand: upscaling and background removal need no model or prompt.
  const common = () => ({
    taskUUID,
    model: requireModel(job),
    ...prompt,
    ...dimensions,
    seed: job.seed,
    numberResults: Math.max(1, job.numberResults),
    ...tuning(job.params),
  });
  const references = refs.referenceImages?.length ? { referenceImages: refs.referenceImages } : {};
  const image = () =>
    ({ taskType: 'imageInference', ...common(), ...references, ...output, outputFormat: 'PNG' }) satisfies Sent<IRequestImage>;
  switch (job.templateType) {
    case 'text-to-image':
      return image();
    case 'image-to-image':
    case 'image-variations':
      return { ...image(), seedImage: requireRef(refs.seedImage ?? refs.inputImage, 'input_missing'), ...strength(job.params) };
    case 'image-inpainting':
      return {
        ...image(),
        seedImage: requireRef(refs.seedImage ?? refs.inputImage, 'input_missing'),
        maskImage: requireRef(refs.maskImage, 'mask_needed'),
        ...strength(job.params),
      };
    case 'image-outpainting': {
      const sides = job.outpaint;
      if (!sides) throw new ProviderError(taskErrorMessage('outpaint_sides_missing'), false, 'provider_rejected');
      return {
        ...image(),
        seedImage: requireRef(refs.seedImage ?? refs.inputImage, 'input_missing'),
        outpaint: { top: sides.top, right: sides.right, bottom: sides.bottom, left: sides.left },
      };
    }
    case 'upscale':
      return {
        taskType: 'imageUpscale',
        taskUUID,
        inputImage: requireRef(refs.inputImage ?? refs.seedImage, 'input_missing'),
        upscaleFactor: job.upscaleFactor ?? 2,
        ...output,
        outputFormat: 'PNG',
      } satisfies Sent<IUpscaleGan>;
    case 'background-removal':
      return {
        taskType: 'imageBackgroundRemoval',
        taskUUID,
        inputImage: requireRef(refs.inputImage ?? refs.seedImage, 'input_missing'),
        ...(job.model ? { model: job.model } : {}),
        ...output,
        outputFormat: 'PNG',
      } satisfies Sent<Omit<IRemoveImageBackground, 'model'>>;
    case 'text-to-video':
    case 'image-to-video': {
      const first = refs.frameImages?.[0] ?? refs.seedImage ?? refs.inputImage;
      if (job.templateType === 'image-to-video') requireRef(first, 'input_missing');
      return {
        taskType: 'videoInference',
        deliveryMethod: 'async',
        ...common(),
        ...output,
        outputFormat: 'MP4',
        duration: job.videoSeconds ?? 5,
        ...(typeof job.params.fps === 'number' ? { fps: job.params.fps } : {}),
        ...(job.templateType === 'image-to-video' && first ? { frameImages: [{ inputImage: first, frame: 'first' }] } : {}),
      } satisfies Sent<IRequestVideo>;
    }
  }
}
