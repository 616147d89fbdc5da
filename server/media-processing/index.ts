export { detectImageType, imageMimeTypes } from './image-type';
export { uploadMessages, UploadRejectedError, validateUpload, type ValidatedImage } from './validate-upload';
export { makeThumbnail, type Pixels, type Thumbnail } from './thumbnail';
export { embedPngMetadata, readPngMetadata, setPngText, type GenerationMetadata } from './png-metadata';
export { FfmpegError, findFfmpeg, runFfmpeg } from './ffmpeg';
export { encodeMp4, rawFramesInput } from './encode-video';
export { animationToMp4, transcodeToMp4 } from './to-mp4';
export { probeVideo, videoFirstFrame, videoThumbnail } from './video-frames';
export { decodeSlots } from './decode-slots';
