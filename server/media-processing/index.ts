export { detectImageType, imageMimeTypes, type ImageType } from './image-type';
export {
  defaultUploadLimits,
  uploadMessages,
  UploadRejectedError,
  validateUpload,
  type ValidatedImage,
  type ValidateUploadOptions,
} from './validate-upload';
export { makeThumbnail, type Thumbnail } from './thumbnail';
export { embedPngMetadata, readPngMetadata, type GenerationMetadata } from './png-metadata';
export { FfmpegError, findFfmpeg, runFfmpeg } from './ffmpeg';
export { encodeMp4, type EncodeMp4Options } from './encode-video';
export { probeVideo, videoFirstFrame, videoThumbnail, type VideoInfo, type VideoToolOptions } from './video-frames';
