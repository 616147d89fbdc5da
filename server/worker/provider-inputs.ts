import { taskErrorMessage } from '../../contract';
import { buffer } from 'node:stream/consumers';
import { ProviderError, type ProviderJob } from '../integrations/providers/provider';
import type { MediaStorage } from '../integrations/storage/media-storage';
import type { MediaStore } from '../modules/media';
import type { TaskRequest } from '../modules/tasks';

/**
 * Reads a task's input images from storage and places each by its purpose: a mask is the mask, a guide a
 * reference, an input the input; a seed image seeds the picture, or is the first frame of an image-to-video run.
 */
export async function loadProviderInputs(
  media: Pick<MediaStore, 'file'>,
  storage: MediaStorage,
  request: TaskRequest,
): Promise<ProviderJob['inputs']> {
  const inputs: ProviderJob['inputs'] = {};
  for (const image of request.images) {
    const file = await media.file(image.mediaId);
    const stored = file ? await storage.get(file.storageKey).catch(() => null) : null;
    if (!stored) throw new ProviderError(taskErrorMessage('input_gone'), false, 'provider_rejected');
    const data = await buffer(stored.body);
    if (image.purpose === 'mask') inputs.maskImage = data;
    else if (image.purpose === 'input') inputs.inputImage = data;
    else if (image.purpose === 'guide') inputs.referenceImages = [...(inputs.referenceImages ?? []), data];
    else if (request.templateType === 'image-to-video') inputs.frameImages = [...(inputs.frameImages ?? []), data];
    else inputs.seedImage = data;
  }
  return inputs;
}

/** Every param of every task, flat: providers read the keys they know (strength, steps, CFGScale, fps...). */
export function flatParams(request: TaskRequest): Record<string, unknown> {
  return Object.assign({}, ...Object.values(request.userParams)) as Record<string, unknown>;
}
