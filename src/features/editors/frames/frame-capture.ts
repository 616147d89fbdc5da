/** The spec's frame export (part 2 §9): JPEG at quality 0.9. */
const frameJpegQuality = 0.9;

/** Why picking a frame failed, each with the spec's message (part 2 §8 Frames). */
export type FrameProblem = 'blob' | 'response' | 'process';

export class FrameError extends Error {
  constructor(readonly problem: FrameProblem) {
    super(problem);
  }
}

/** The frame on screen as a JPEG at the video's own size. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0 || canvas.height === 0) return Promise.reject(new FrameError('blob'));
  try {
    context.drawImage(video, 0, 0);
  } catch {
    return Promise.reject(new FrameError('process'));
  }
  return new Promise((resolve, reject) => {
    try {
      // A video from another origin without CORS taints the canvas: toBlob then throws, which is a blob failure.
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new FrameError('blob'))), 'image/jpeg', frameJpegQuality);
    } catch {
      reject(new FrameError('blob'));
    }
  });
}

/** The seed image's address from the upload's answer, or a 'response' failure when it has none. */
export function uploadedFrameUrl(answer: unknown): { url: string; width: number; height: number } {
  const data = (answer as { data?: { local_image_url?: unknown; width?: unknown; height?: unknown } } | null)?.data;
  if (!data || typeof data.local_image_url !== 'string' || data.local_image_url === '') throw new FrameError('response');
  return { url: data.local_image_url, width: Number(data.width) || 0, height: Number(data.height) || 0 };
}

/** A file name for the frame: the creation's id and the time, to the millisecond, it was taken at. */
export const frameFileName = (mediaId: string, seconds: number) =>
  `frame-${mediaId.replace(/[^\w-]+/g, '-')}-${Math.round(Math.max(0, seconds) * 1000)}ms.jpg`;
