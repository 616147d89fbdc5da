import sharp from 'sharp';
import { animationToMp4, detectImageType, FfmpegError, imageMimeTypes, probeVideo, transcodeToMp4 } from '../../../media-processing';
import type { ProviderJob, ProviderOutput } from '../provider';
import type { ComfyClient, ComfyFileRef, ComfyHistoryEntry } from './comfyui-client';
import { comfyFailure } from './comfyui-errors';
import type { ComfyWorkflow } from './workflow-schema';

const isFileRef = (value: unknown): value is ComfyFileRef =>
  typeof value === 'object' && value !== null && typeof (value as ComfyFileRef).filename === 'string';

/**
 * The result files of a finished run. Output nodes list their files under `images` (SaveImage, SaveAnimatedWEBP,
 * SaveWEBM, SaveVideo) or other keys (`gifs`, `videos` in custom nodes): any list of `{ filename, subfolder, type }`
 * counts. Preview nodes write `temp` files, which are not results unless the mapping names their node.
 */
function resultFiles(entry: ComfyHistoryEntry, workflow: ComfyWorkflow): ComfyFileRef[] {
  const named = workflow.mapping.outputs;
  const outputs = entry.outputs ?? {};
  const nodeIds = named ?? Object.keys(outputs).toSorted((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return nodeIds.flatMap((id) =>
    Object.values(outputs[id] ?? {})
      .filter((value): value is unknown[] => Array.isArray(value))
      .flat()
      .filter(isFileRef)
      .filter((file) => named !== undefined || file.type !== 'temp'),
  );
}

const isMp4 = (data: Buffer) => data.toString('latin1', 4, 8) === 'ftyp';
const isWebm = (data: Buffer) => data.length > 4 && data.readUInt32BE(0) === 0x1a45dfa3;

/**
 * One result file as the studio keeps it: still images as they are (PNG, JPEG, WEBP), every video as an H.264
 * MP4. ComfyUI's video nodes write animated WEBP, WEBM or MP4; the first two are converted, an MP4 in another
 * codec is re-encoded, an H.264 one passes through.
 */
async function toOutput(
  data: Buffer,
  job: ProviderJob,
  workflow: ComfyWorkflow,
  options: { ffmpegPath: string; signal: AbortSignal },
): Promise<ProviderOutput> {
  const base = { seed: job.seed };
  const video = async (mp4: Buffer): Promise<ProviderOutput> => {
    const info = await probeVideo(mp4, options);
    return { kind: 'video', data: mp4, mimeType: 'video/mp4', width: info.width, height: info.height, ...base };
  };
  if (isMp4(data)) return (await probeVideo(data, options)).codec === 'h264' ? video(data) : video(await transcodeToMp4(data, options));
  if (isWebm(data)) return video(await transcodeToMp4(data, options));
  const type = detectImageType(data);
  if (!type) throw comfyFailure(`workflow ${workflow.name} produced a file that is neither an image nor a video`, false);
  const metadata = await sharp(data, { pages: -1 }).metadata();
  if ((metadata.pages ?? 1) > 1) {
    const converted = await animationToMp4(data, { ...options, fps: workflow.mapping.frames?.fps ?? 24 });
    return { kind: 'video', data: converted.data, mimeType: 'video/mp4', width: converted.width, height: converted.height, ...base };
  }
  if (type === 'bmp' || type === 'gif') {
    const png = await sharp(data).png().toBuffer();
    return { kind: 'image', data: png, mimeType: 'image/png', width: metadata.width, height: metadata.height, ...base };
  }
  return { kind: 'image', data, mimeType: imageMimeTypes[type], width: metadata.width, height: metadata.height, ...base };
}

/** Downloads each result from /view and describes it; every result of a batch shares the run's seed. */
export async function readOutputs(options: {
  client: ComfyClient;
  entry: ComfyHistoryEntry;
  workflow: ComfyWorkflow;
  job: ProviderJob;
  ffmpegPath: string;
  signal: AbortSignal;
  onShare: (share: number) => void;
}): Promise<ProviderOutput[]> {
  const files = resultFiles(options.entry, options.workflow);
  if (files.length === 0)
    throw comfyFailure(`workflow ${options.workflow.name} finished without saving any file (does it end in a save node?)`, false);
  const outputs: ProviderOutput[] = [];
  for (const [index, file] of files.entries()) {
    const data = await options.client.view(file, options.signal);
    try {
      outputs.push(await toOutput(data, options.job, options.workflow, options));
    } catch (error) {
      if (!(error instanceof FfmpegError)) throw error;
      throw comfyFailure(
        `result ${file.filename} of workflow ${options.workflow.name} could not be converted to MP4: ${error.message}: ${error.stderr.slice(-300)}`,
        false,
      );
    }
    options.onShare((index + 1) / files.length);
  }
  return outputs;
}
