import type { MaskDocument } from './mask-document';
import { maskPixels } from './mask-raster';

/** The mask as the PNG the server takes (spec part 2 §3): the image's own size, white painted areas on black. */
export function exportMaskPng(document: MaskDocument): Promise<Blob> {
  const canvas = window.document.createElement('canvas');
  canvas.width = document.width;
  canvas.height = document.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2D canvas context.'));
  context.putImageData(new ImageData(maskPixels(document), document.width, document.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The mask could not be encoded.'))), 'image/png'),
  );
}
