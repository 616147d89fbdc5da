/** The product's prefix on every saved file (spec part 2 §7). */
export const downloadPrefix = 'studio';

export interface DownloadItem {
  id: string;
  url: string;
  type: 'image' | 'video';
}

/** Keeps a name to letters, digits, dash and underscore, so an id or project name cannot reach into a path. */
export const safeNamePart = (value: string) => value.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'item';

/** One creation's file name: the product prefix, its id, and .mp4 for a video or .png for an image. */
export const downloadFileName = (item: Pick<DownloadItem, 'id' | 'type'>) =>
  `${downloadPrefix}-${safeNamePart(item.id)}.${item.type === 'video' ? 'mp4' : 'png'}`;

/** The zip of several creations, or of a project by its name. */
export const zipFileName = (label: string) => `${downloadPrefix}-${safeNamePart(label)}.zip`;

/** Paths inside a zip are unique: a second file of the same name gets a counter before its extension. */
export function uniquePaths(paths: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = seen.get(path) ?? 0;
    seen.set(path, count + 1);
    if (count === 0) return path;
    const dot = path.lastIndexOf('.');
    return dot > path.lastIndexOf('/') ? `${path.slice(0, dot)}-${count + 1}${path.slice(dot)}` : `${path}-${count + 1}`;
  });
}
