import { taskErrorMessage, templateTypes } from '../../../../contract';
import { FfmpegError } from '../../../media-processing';
import { ProviderError, type GenerationProvider, type ProviderJob, type ProviderOutput, type TemplateType } from '../provider';
import { transformImage } from './image-to-image';
import { imageToVideo } from './image-to-video';
import { inpaint } from './inpaint';
import { outpaint } from './outpaint';
import { removeBackground } from './remove-background';
import { textToImage } from './text-to-image';
import { textToVideo, type VideoContext } from './text-to-video';
import { upscale } from './upscale';

export interface LocalProviderOptions {
  /** From findFfmpeg(): a system ffmpeg, or the packaged one. */
  ffmpegPath: string;
  /** More results than this in one task are refused rather than rendered for minutes. */
  maxResults?: number;
}

type Operation = (job: ProviderJob, seed: number, video: VideoContext) => Promise<ProviderOutput>;

const operations: Record<TemplateType, Operation> = {
  'text-to-image': (job, seed) => textToImage(job, seed),
  'image-to-image': (job, seed) => transformImage(job, seed, 'image-to-image'),
  'image-variations': (job, seed) => transformImage(job, seed, 'image-variations'),
  'image-inpainting': (job, seed) => inpaint(job, seed),
  'image-outpainting': (job, seed) => outpaint(job, seed),
  'background-removal': (job) => removeBackground(job),
  upscale: (job) => upscale(job),
  'text-to-video': (job, seed, video) => textToVideo(job, seed, video),
  'image-to-video': (job, seed, video) => imageToVideo(job, seed, video),
};

/** Operations with no randomness give one result: more would be identical copies. */
const deterministicTypes = new Set<TemplateType>(['upscale', 'background-removal']);

/**
 * The embedded provider: real pixels, offline, deterministic in prompt and seed. Result i uses seed + i, so a
 * task of four results is the same as four tasks of one with consecutive seeds.
 */
export function createLocalProvider(options: LocalProviderOptions): GenerationProvider {
  const maxResults = options.maxResults ?? 8;
  return {
    name: 'local',
    supports: (type) => templateTypes.includes(type),
    async run(job) {
      job.signal.throwIfAborted();
      const count = deterministicTypes.has(job.templateType) ? 1 : Math.max(1, Math.floor(job.numberResults));
      if (count > maxResults)
        throw new ProviderError(taskErrorMessage('too_many_results', { count: maxResults }), false, 'provider_rejected');
      const operation = operations[job.templateType];
      const outputs: ProviderOutput[] = [];
      let reported = -1;
      const report = (percent: number) => {
        const rounded = Math.min(100, Math.round(percent));
        if (rounded > reported) job.onProgress((reported = rounded));
      };
      report(0);
      for (let index = 0; index < count; index += 1) {
        job.signal.throwIfAborted();
        const video: VideoContext = {
          ffmpegPath: options.ffmpegPath,
          onProgress: (share) => report(((index + Math.min(0.99, share)) / count) * 100),
        };
        try {
          outputs.push(await operation(job, job.seed + index, video));
        } catch (error) {
          job.signal.throwIfAborted();
          if (error instanceof FfmpegError) throw new ProviderError(taskErrorMessage('video_encoding_failed'), false, 'provider_failed');
          throw error;
        }
        report(((index + 1) / count) * 100);
      }
      return outputs;
    },
  };
}
