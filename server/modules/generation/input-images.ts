import { API_BASE, errorCodes } from '../../../contract';
import { isUuid } from '../../db/uuid';
import { HttpError, notFound } from '../../http-error';
import type { FileRecord, MediaFiles } from '../media';
import type { ImageInput } from './workflow-inputs';

export interface ResolvedImage extends ImageInput {
  file: FileRecord;
}

const filePath = new RegExp(`^${API_BASE}/media/files/([^/?#]+)/(?:original|thumbnail)$`);

/** The media id in one of our file URLs (absolute or relative) or a bare id; null for anything else. */
function mediaIdOf(reference: string): string | null {
  if (isUuid(reference)) return reference;
  let pathname: string;
  try {
    pathname = new URL(reference, 'http://studio.invalid').pathname;
  } catch {
    return null;
  }
  const id = filePath.exec(pathname)?.[1];
  return id && isUuid(id) ? id : null;
}

/**
 * Image inputs must be the caller's own uploads or creations. Only our own file URLs are accepted, so the
 * server never fetches an address a user chose; someone else's image answers 404 like a missing one.
 */
export async function resolveImages(media: Pick<MediaFiles, 'owned'>, userId: string, images: ImageInput[]): Promise<ResolvedImage[]> {
  const resolved: ResolvedImage[] = [];
  for (const image of images) {
    const id = mediaIdOf(image.reference);
    if (!id) {
      const message = 'Use an image you uploaded or created.';
      throw new HttpError(errorCodes.validation, message, { fields: { [`user_inputs.${image.key}`]: message } });
    }
    const file = await media.owned(userId, id);
    if (!file) throw notFound('Image not found.');
    if (file.mediaType !== 'image') throw new HttpError(errorCodes.validation, 'Pick a frame of the video as an image first.');
    resolved.push({ ...image, file });
  }
  return resolved;
}

/**
 * The creation a run remixes, by id or file URL: one the caller may see (their own, a team-mate's in a shared
 * workspace, one in a project shared with them), else 404 as for a missing one, so a run cannot name a picture
 * hidden from its caller as its parent. Undefined when the run remixes nothing.
 */
export async function resolveRemixSource(
  creations: { maySee: (userId: string, id: string) => Promise<boolean> },
  userId: string,
  reference: string | undefined,
): Promise<string | undefined> {
  if (reference === undefined || reference.trim() === '') return undefined;
  const id = mediaIdOf(reference.trim());
  if (!id || !(await creations.maySee(userId, id))) throw notFound('Creation not found.');
  return id;
}
