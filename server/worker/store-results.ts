import type { GenerationTaskRow } from '../db/schema';
import type { ProviderOutput } from '../integrations/providers/provider';
import type { MediaStorage } from '../integrations/storage/media-storage';
import type { Logger } from '../logger';
import type { NewMediaItem, StoredRemixData } from '../modules/media';
import type { TaskRequest } from '../modules/tasks';
import { lineageStepOf } from './lineage-step';
import { flatParams } from './provider-inputs';
import type { ResultProcessing } from './result-processing';

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'video/mp4': 'mp4' };

function remixData(task: GenerationTaskRow, request: TaskRequest, seed: number): StoredRemixData {
  const ids = (purpose: string) => request.images.filter((image) => image.purpose === purpose).map((image) => image.mediaId);
  const seeds = ids('seed');
  const isVideo = request.templateType === 'image-to-video';
  return {
    positivePrompt: request.prompt,
    ...(seeds[0] && !isVideo ? { seedImage: seeds[0] } : {}),
    ...(isVideo && seeds.length ? { frameImages: seeds } : {}),
    ...(ids('mask')[0] ? { maskImage: ids('mask')[0] } : {}),
    ...(ids('input')[0] ? { inputImage: ids('input')[0] } : {}),
    ...(ids('guide').length ? { referenceImages: ids('guide') } : {}),
    providerSettings: {
      provider: task.providerName,
      model: request.model,
      ...flatParams(request),
      width: request.width,
      height: request.height,
      seed,
    },
  };
}

/**
 * Writes the outputs' bytes and thumbnails to storage and answers the media rows to insert with the task's
 * completion. Keys carry the attempt: if a lease ran out while an attempt was still storing, its late files
 * cannot overwrite the ones the completed attempt's rows point at.
 */
export async function storeOutputs(
  deps: { storage: MediaStorage; processing: ResultProcessing; signal: AbortSignal },
  task: GenerationTaskRow,
  request: TaskRequest,
  outputs: ProviderOutput[],
): Promise<NewMediaItem[]> {
  const rows: NewMediaItem[] = [];
  const lineage = lineageStepOf(request);
  for (const [index, output] of outputs.entries()) {
    const seed = output.seed ?? request.seed + index;
    const base = `results/${task.userId}/${task.id}/${task.attempts}-${index}`;
    const negative = request.negativePrompt ? { negative_prompt: request.negativePrompt } : {};
    const params = {
      prompt: request.prompt,
      ...negative,
      seed,
      model: request.model,
      width: output.width,
      height: output.height,
      template_id: task.templateId,
      user_inputs: request.userInputs,
      user_params: request.userParams,
    };
    // The thumbnail is started first and made (in libuv's threads) while this thread writes the metadata into the
    // result and the result is written and synced, not after: all are on the way to "complete".
    const thumbnailStored = deps.processing.thumbnail(output, deps.signal).then(async (made) => {
      if (made) await deps.storage.put(`${base}.thumb.webp`, made.data, made.mimeType);
      return made;
    });
    // Awaited below; should the metadata throw first, its failure must not go unhandled.
    thumbnailStored.catch(() => undefined);
    const data = deps.processing.withMetadata(output, {
      prompt: request.prompt,
      ...negative,
      seed,
      template: task.templateId,
      model: request.model,
      width: output.width,
      height: output.height,
      params: request.userParams,
    });
    const storageKey = `${base}.${extensions[output.mimeType] ?? 'bin'}`;
    const [, thumbnail] = await Promise.all([deps.storage.put(storageKey, data, output.mimeType), thumbnailStored]);
    rows.push({
      ownerUserId: task.userId,
      teamId: task.teamId,
      projectId: task.projectId,
      taskId: task.id,
      outputIndex: index,
      mediaType: output.kind,
      serviceType: request.serviceType,
      templateId: task.templateId,
      promptText: request.promptText,
      params,
      seed,
      width: output.width,
      height: output.height,
      storageKey,
      contentType: output.mimeType,
      sizeBytes: data.length,
      thumbnailKey: thumbnail ? `${base}.thumb.webp` : null,
      thumbnailContentType: thumbnail?.mimeType ?? null,
      remixData: remixData(task, request, seed) as Record<string, unknown>,
      inputMediaId: lineage.parentId,
      lineageKind: lineage.kind,
    });
  }
  return rows;
}

/** Deletes the files of outputs that were never recorded; a failure is logged, not thrown (the task has ended). */
export async function removeStored(storage: MediaStorage, rows: NewMediaItem[], logger: Logger): Promise<void> {
  const keys = rows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]);
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => logger.warn('an unrecorded result file could not be removed', { key, error }));
  }
}
