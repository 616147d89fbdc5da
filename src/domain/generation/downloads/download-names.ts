import { freeOfDeviceNames, joinWithin, wordsOf } from './file-name-parts';

/** The product's prefix on every saved file (spec part 2 §7). */
export const downloadPrefix = 'studio';

export interface DownloadItem {
  id: string;
  url: string;
  type: 'image' | 'video';
  /** What names the file inside a zip: its prompt, else its template, and the day it was made. */
  prompt?: string;
  templateId?: string | null;
  /** When it was made (ISO 8601). */
  createdAt?: string;
}

/** What a download needs of a creation as the screens hold it. */
export function downloadItemOf(media: {
  id: string;
  generated_url: string;
  url?: string;
  type: DownloadItem['type'];
  prompt_text: string;
  template_id: string | null;
  creation_date: string;
}): DownloadItem {
  const { id, type, prompt_text: prompt, template_id: templateId, creation_date: createdAt } = media;
  return { id, url: media.url ?? media.generated_url, type, prompt, templateId, createdAt };
}

/** The longest name part kept, in UTF-8 bytes: well inside every file system's 255 and Windows' 260-character paths. */
const namePartBytes = 48;

/**
 * A project's or an id's name as part of a file name or a folder: its words joined by `-` in their own case and
 * script, so it cannot reach into a path, within a bounded length, and never one of Windows' device names.
 */
export const safeNamePart = (value: string) => freeOfDeviceNames(joinWithin(wordsOf(value), namePartBytes)) || 'item';

export const downloadExtension = (item: Pick<DownloadItem, 'type'>) => (item.type === 'video' ? 'mp4' : 'png');

/** One creation's file name: the product prefix, its id, and .mp4 for a video or .png for an image. */
export const downloadFileName = (item: Pick<DownloadItem, 'id' | 'type'>) =>
  `${downloadPrefix}-${safeNamePart(item.id)}.${downloadExtension(item)}`;

/** The zip of several creations, or of a project by its name. */
export const zipFileName = (label: string) => `${downloadPrefix}-${safeNamePart(label)}.zip`;
