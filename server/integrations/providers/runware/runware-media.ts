import { taskErrorMessage } from '../../../../contract';
import sharp from 'sharp';
import { detectImageType, findFfmpeg, imageMimeTypes, probeVideo } from '../../../media-processing';
import { ProviderError, type ProviderJob, type ProviderOutput } from '../provider';
import type { RunwareClient, RunwareResult } from './runware-client';
import type { ImageRefs } from './runware-tasks';

type InputKey = 'seedImage' | 'maskImage' | 'inputImage';

function dataUri(image: Buffer): string {
  const type = detectImageType(image);
  return `data:${type ? imageMimeTypes[type] : 'image/png'};base64,${image.toString('base64')}`;
}

/**
 * The job's input images as Runware references. 'dataUri' inlines them in the task; 'upload' sends them first as
 * imageUpload tasks (field `image`, answer `imageUUID`, docs: image upload) in one request and refers to the UUIDs,
 * which keeps large images out of a task that may be retried.
 */
export async function prepareImages(
  job: ProviderJob,
  client: RunwareClient,
  transport: 'upload' | 'dataUri',
  signal: AbortSignal,
  newId: () => string,
): Promise<ImageRefs> {
  const singles = (['seedImage', 'maskImage', 'inputImage'] as const).filter((key) => job.inputs[key]);
  const lists = { frameImages: job.inputs.frameImages ?? [], referenceImages: job.inputs.referenceImages ?? [] };
  if (transport === 'dataUri') {
    const refs: ImageRefs = { frameImages: lists.frameImages.map(dataUri), referenceImages: lists.referenceImages.map(dataUri) };
    for (const key of singles) refs[key] = dataUri(job.inputs[key] as Buffer);
    return refs;
  }
  const uploads: Array<{ taskUUID: string; image: Buffer; assign: (uuid: string) => void }> = [];
  const refs: ImageRefs = { frameImages: [], referenceImages: [] };
  const add = (image: Buffer, assign: (uuid: string) => void) => uploads.push({ taskUUID: newId(), image, assign });
  for (const key of singles) add(job.inputs[key as InputKey] as Buffer, (uuid) => (refs[key] = uuid));
  lists.frameImages.forEach((image, index) => add(image, (uuid) => (refs.frameImages![index] = uuid)));
  lists.referenceImages.forEach((image, index) => add(image, (uuid) => (refs.referenceImages![index] = uuid)));
  if (uploads.length === 0) return refs;
  const results = await client.send(
    uploads.map((upload) => ({ taskType: 'imageUpload', taskUUID: upload.taskUUID, image: dataUri(upload.image) })),
    signal,
  );
  for (const upload of uploads) {
    const uuid = results.find((result) => result.taskUUID === upload.taskUUID)?.imageUUID;
    if (!uuid) throw new ProviderError(taskErrorMessage('service_input_refused'), true, 'provider_failed');
    upload.assign(uuid);
  }
  return refs;
}

/** Image models take sides that are multiples of 64, from 128 to 2048 (the catalog's limits for them say so). */
const grid = 64;
const maxSide = 2048;
const roundTo64 = (value: number) => Math.min(maxSide, Math.max(128, Math.round(value / grid) * grid));

async function imageSize(image: Buffer): Promise<{ width: number; height: number }> {
  return sharp(image)
    .metadata()
    .then(
      (metadata) => metadata.autoOrient,
      () => {
        throw new ProviderError(taskErrorMessage('input_unreadable'), false, 'provider_rejected');
      },
    );
}

/** An image side on the grid that leaves room for `added` pixels within the largest side. */
function gridSideWithin(value: number, added: number): number {
  return Math.max(grid, Math.min(roundTo64(value), Math.floor((maxSide - added) / grid) * grid));
}

/**
 * An outpaint's final size is the input plus its sides, and must be on the image models' grid like every other
 * image task. The sides already are (each axis adds a multiple of 64), so the input is resized to the nearest
 * grid size that keeps the result within 2048 px: the sides the user drew stay exact.
 */
export async function fitOutpaintInput(job: ProviderJob): Promise<ProviderJob> {
  const input = job.inputs.seedImage ?? job.inputs.inputImage;
  if (job.templateType !== 'image-outpainting' || !job.outpaint || !input) return job;
  const { top, right, bottom, left } = job.outpaint;
  const size = await imageSize(input);
  const width = gridSideWithin(size.width, left + right);
  const height = gridSideWithin(size.height, top + bottom);
  if (width === size.width && height === size.height) return job;
  const fitted = await sharp(input).autoOrient().resize(width, height, { fit: 'fill' }).png().toBuffer();
  const key = job.inputs.seedImage ? 'seedImage' : 'inputImage';
  return { ...job, inputs: { ...job.inputs, [key]: fitted } };
}

/**
 * The width and height to send, or null to leave them to the model. Auto (0x0) means 1024 px square for
 * text-to-image and the input's size for image tasks (rounded to 64, which image models expect); an outpaint's
 * size is the final one, the input (fitted to the grid by fitOutpaintInput) plus its sides, as in the
 * outpainting guide's examples.
 */
export async function taskSize(job: ProviderJob): Promise<{ width: number; height: number } | null> {
  const input = job.inputs.seedImage ?? job.inputs.inputImage;
  const inputSize = input ? await imageSize(input) : null;
  switch (job.templateType) {
    case 'image-outpainting': {
      if (!inputSize || !job.outpaint) return null;
      const { top, right, bottom, left } = job.outpaint;
      return { width: inputSize.width + left + right, height: inputSize.height + top + bottom };
    }
    case 'upscale':
    case 'background-removal':
      return null;
    default:
      if (job.width > 0 && job.height > 0) return { width: job.width, height: job.height };
      if (job.templateType === 'text-to-image') return { width: 1024, height: 1024 };
      if (job.templateType === 'text-to-video' || job.templateType === 'image-to-video' || !inputSize) return null;
      return { width: roundTo64(inputSize.width), height: roundTo64(inputSize.height) };
  }
}

/** Downloads each result URL and describes it; the seed and cost are Runware's own (docs: image inference response). */
export async function downloadResults(
  job: ProviderJob,
  items: RunwareResult[],
  client: RunwareClient,
  signal: AbortSignal,
  options: { ffmpegPath?: string; size: { width: number; height: number } | null; onDone: (share: number) => void },
): Promise<ProviderOutput[]> {
  const outputs: ProviderOutput[] = [];
  for (const [index, item] of items.entries()) {
    const url = item.videoURL ?? item.imageURL;
    if (!url) throw new ProviderError(taskErrorMessage('service_no_result'), true, 'provider_failed');
    const data = await client.download(url, signal);
    const base = {
      data,
      seed: typeof item.seed === 'number' ? item.seed : job.seed + index,
      ...(typeof item.cost === 'number' ? { providerCost: item.cost } : {}),
    };
    if (data.toString('latin1', 4, 8) === 'ftyp') {
      const size = options.size ?? (await probeVideo(data, { ffmpegPath: options.ffmpegPath ?? findFfmpeg(), signal }));
      outputs.push({ kind: 'video', mimeType: 'video/mp4', width: size.width, height: size.height, ...base });
    } else {
      const type = detectImageType(data);
      if (!type) throw new ProviderError(taskErrorMessage('service_bad_file'), true, 'provider_failed');
      const metadata = await sharp(data).metadata();
      outputs.push({ kind: 'image', mimeType: imageMimeTypes[type], width: metadata.width, height: metadata.height, ...base });
    }
    options.onDone((index + 1) / items.length);
  }
  return outputs;
}
