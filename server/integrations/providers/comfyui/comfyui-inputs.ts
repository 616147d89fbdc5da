import sharp from 'sharp';
import type { ProviderJob } from '../provider';
import type { ComfyClient } from './comfyui-client';
import { comfyFailure } from './comfyui-errors';
import type { ComfyWorkflow } from './workflow-schema';

interface Size {
  width: number;
  height: number;
}

export interface PreparedInputs {
  /** The names LoadImage and LoadImageMask take, once uploaded. */
  image?: string;
  mask?: string;
  /** The size the workflow works at: its latent, its padded canvas, or its upscaled result. */
  size: Size;
}

/** Larger inputs are scaled down first: image models work near a megapixel, and the spec's outputs stop at 2048. */
const MAX_SIDE = 2048;

const roundTo = (value: number, multiple: number) => Math.max(multiple, Math.round(value / multiple) * multiple);

function fitWithin(size: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return { width: size.width * scale, height: size.height * scale };
}

/** Text templates: the chosen size, or the workflow's own Auto size, rounded to what the model takes. */
function textSize(job: ProviderJob, workflow: ComfyWorkflow): Size {
  const { size } = workflow.mapping;
  const [width, height] = job.width > 0 && job.height > 0 ? [job.width, job.height] : (size.default ?? [1024, 1024]);
  return { width: roundTo(width, size.multiple), height: roundTo(height, size.multiple) };
}

/** Image to video keeps the input's shape at about the area of the workflow's Auto size. */
function videoFromImageSize(input: Size, workflow: ComfyWorkflow): Size {
  const [width, height] = workflow.mapping.size.default ?? [768, 512];
  const scale = Math.sqrt((width * height) / (input.width * input.height));
  const multiple = workflow.mapping.size.multiple;
  return { width: roundTo(input.width * scale, multiple), height: roundTo(input.height * scale, multiple) };
}

/** The mask as ComfyUI's LoadImageMask reads its red channel: white repaints, at exactly the image's size. */
function maskPng(mask: Buffer, size: Size): Promise<Buffer> {
  return sharp(mask)
    .autoOrient()
    .flatten({ background: '#000000' })
    .resize(size.width, size.height, { fit: 'fill' })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

/**
 * Uploads the job's input image (and mask) where the workflow maps them, and works out the size to run at. Image
 * edits run at the input's size rounded to the model's multiple, so the uploaded image is resized to exactly that
 * (and the mask with it); an upscale runs at the input times its factor; an outpaint adds the sides. Names derive
 * from the task id, so a retried task overwrites its own earlier upload.
 */
export async function prepareInputs(
  job: ProviderJob,
  workflow: ComfyWorkflow,
  client: ComfyClient,
  signal: AbortSignal,
): Promise<PreparedInputs> {
  const { inputs } = workflow.mapping;
  const { multiple } = workflow.mapping.size;
  // A text template with an optional image whose workflow takes none runs on the text alone, as on Runware.
  if (!inputs.image) return { size: textSize(job, workflow) };
  const source = job.inputs.seedImage ?? job.inputs.inputImage ?? job.inputs.frameImages?.[0];
  if (!source) throw comfyFailure(`workflow ${workflow.name} needs an input image and the task has none`, false, 'provider_rejected');
  const image = sharp(source).autoOrient();
  const metadata = await image.metadata().catch(() => {
    throw comfyFailure('the input image could not be read', false, 'provider_rejected');
  });
  const input = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  const name = (role: string) => `${job.taskId}-${role}.png`;
  const upload = async (data: Buffer, role: string) => client.upload(name(role), data, signal);

  if (job.templateType === 'upscale' || job.templateType === 'image-to-video') {
    const factor = job.upscaleFactor ?? 2;
    const size =
      job.templateType === 'upscale' ? { width: input.width * factor, height: input.height * factor } : videoFromImageSize(input, workflow);
    return { image: await upload(await image.png().toBuffer(), 'image'), size };
  }
  const fitted = fitWithin(input, MAX_SIDE);
  const base = { width: roundTo(fitted.width, multiple), height: roundTo(fitted.height, multiple) };
  const png = await image.resize(base.width, base.height, { fit: 'cover' }).png().toBuffer();
  const prepared: PreparedInputs = { image: await upload(png, 'image'), size: base };
  if (inputs.mask) {
    if (!job.inputs.maskImage)
      throw comfyFailure(`workflow ${workflow.name} needs a mask and the task has none`, false, 'provider_rejected');
    prepared.mask = await upload(await maskPng(job.inputs.maskImage, base), 'mask');
  }
  if (job.templateType === 'image-outpainting' && job.outpaint) {
    const { top, right, bottom, left } = job.outpaint;
    prepared.size = { width: base.width + left + right, height: base.height + top + bottom };
  }
  return prepared;
}
