/** The spec's video thumbnail (part 2 §9): a 300x300 square from the first frame. */
const videoThumbnailSize = 300;

/** The centred square of a frame that the thumbnail shows. */
export function squareCrop(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** Loads a video's first frame and draws its centred square at 300x300 as a JPEG. */
export function makeVideoThumbnail(url: string, quality = 0.9): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.crossOrigin = 'anonymous';
    video.muted = true;
    video.preload = 'auto';
    video.playsInline = true;
    const fail = () => reject(new Error('The video frame could not be read.'));
    video.addEventListener('error', fail, { once: true });
    // 'seeked' after moving to the start guarantees a decoded frame in every browser, not only metadata.
    video.addEventListener('loadeddata', () => (video.currentTime = 0), { once: true });
    video.addEventListener(
      'seeked',
      () => {
        const canvas = document.createElement('canvas');
        canvas.width = videoThumbnailSize;
        canvas.height = videoThumbnailSize;
        const context = canvas.getContext('2d');
        if (!context || video.videoWidth === 0) return fail();
        const { x, y, side } = squareCrop(video.videoWidth, video.videoHeight);
        try {
          context.drawImage(video, x, y, side, side, 0, 0, videoThumbnailSize, videoThumbnailSize);
          canvas.toBlob((blob) => (blob ? resolve(blob) : fail()), 'image/jpeg', quality);
        } catch {
          fail();
        }
      },
      { once: true },
    );
    video.src = url;
  });
}
