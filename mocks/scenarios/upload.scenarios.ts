import { generationBackend } from './generation.scenarios';
import { mediaHandlers } from '../handlers/media.handlers';

/** Uploads succeed when the file is an image of 10 MB or less, and are refused as the server would otherwise. */
export function uploadSuccessScenario() {
  return [mediaHandlers.uploadImage(), ...generationBackend()];
}

/** Every upload is refused as not an image, whatever the file: for the upload slot's error state. */
export function uploadInvalidTypeScenario() {
  return [mediaHandlers.uploadImageInvalidType(), ...generationBackend()];
}

/** Every upload is refused as over 10 MB, so a story need not build a 10 MB file. */
export function uploadTooLargeScenario() {
  return [mediaHandlers.uploadImageTooLarge(), ...generationBackend()];
}

/** An upload that stays in flight, for the uploading state. */
export function uploadPendingScenario() {
  return [mediaHandlers.uploadImagePending(), ...generationBackend()];
}
