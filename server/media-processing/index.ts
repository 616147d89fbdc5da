export { detectImageType, imageMimeTypes, type ImageType } from './image-type';
export { uploadMessages, UploadRejectedError, validateUpload, type ValidatedImage, type ValidateUploadOptions } from './validate-upload';
export { makeThumbnail, type Thumbnail } from './thumbnail';
export { embedPngMetadata, readPngMetadata, setPngText, type GenerationMetadata, type PngText } from './png-metadata';
export { FfmpegError, findFfmpeg, runFfmpeg } from './ffmpeg';
export { encodeMp4, rawFramesInput, type EncodeMp4Options } from './encode-video';
export { animationToMp4, transcodeToMp4, type ToMp4Options } from './to-mp4';
export { probeVideo, videoFirstFrame, videoThumbnail, type VideoInfo, type VideoToolOptions } from './video-frames';
export { decodeSlots, type Slots } from './decode-slots';
