import { route } from '../call-route.ts';
import type * as mediaCalls from '../media';

/** The browser's routes for the calls of contract/media.ts; contract/browser.ts gathers them. */
export const listGeneratedHistory = route<typeof mediaCalls.listGeneratedHistory>({
  name: 'listGeneratedHistory',
  method: 'get',
  path: '/generated-history',
});
export const listUploadedImages = route<typeof mediaCalls.listUploadedImages>({
  name: 'listUploadedImages',
  method: 'get',
  path: '/uploaded-images',
});
export const toggleFavorite = route<typeof mediaCalls.toggleFavorite>({
  name: 'toggleFavorite',
  method: 'post',
  path: '/media/{id}/favorite',
});
export const renameGeneratedMedia = route<typeof mediaCalls.renameGeneratedMedia>({
  name: 'renameGeneratedMedia',
  method: 'patch',
  path: '/generated-history/{id}',
});
export const uploadImageForAi = route<typeof mediaCalls.uploadImageForAi>({
  name: 'uploadImageForAi',
  method: 'post',
  path: '/uploads/images',
  bodyKind: 'multipart',
});
export const uploadVideoThumbnail = route<typeof mediaCalls.uploadVideoThumbnail>({
  name: 'uploadVideoThumbnail',
  method: 'post',
  path: '/media/{id}/thumbnail',
  bodyKind: 'multipart',
});
export const getMediaFile = route<typeof mediaCalls.getMediaFile>({
  name: 'getMediaFile',
  method: 'get',
  path: '/media/files/{id}/{variant}',
  answerKind: 'file',
});
