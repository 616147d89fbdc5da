import type { ProviderOutput } from '../integrations/providers/provider';
import type { Logger } from '../logger';
import { embedPngMetadata, makeThumbnail, videoThumbnail, type GenerationMetadata, type Thumbnail } from '../media-processing';

const THUMBNAIL_SIZE = 300;

/** What the worker does to a provider's output before storing it; a port so tests may skip ffmpeg. */
export interface ResultProcessing {
  /** The 300 px thumbnail (a video's from its first frame); null when none could be made: the browser makes one then. */
  thumbnail(output: ProviderOutput, signal?: AbortSignal): Promise<Thumbnail | null>;
  /** PNGs carry how they were made in their text chunks; other formats are stored as they are. */
  withMetadata(output: ProviderOutput, metadata: GenerationMetadata): Buffer;
}

export function createResultProcessing(deps: { ffmpegPath: string; logger: Logger }): ResultProcessing {
  return {
    async thumbnail(output, signal) {
      try {
        if (output.kind === 'video')
          return await videoThumbnail(output.data, { ffmpegPath: deps.ffmpegPath, size: THUMBNAIL_SIZE, ...(signal ? { signal } : {}) });
        return await makeThumbnail(output.pixels ?? output.data, THUMBNAIL_SIZE);
      } catch (error) {
        deps.logger.warn('a result thumbnail could not be made', { error, kind: output.kind });
        return null;
      }
    },
    withMetadata(output, metadata) {
      return output.mimeType === 'image/png' ? embedPngMetadata(output.data, metadata) : output.data;
    },
  };
}
