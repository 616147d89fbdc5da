import { downloadFileName, type DownloadItem } from './download-names';
import { zipEntryPaths } from './zip-entry-names';

/** What a download needs from the browser, passed in so the rules are tested without one. */
export interface DownloadPorts {
  fetchBlob: (url: string, signal?: AbortSignal) => Promise<Blob>;
  save: (blob: Blob, fileName: string) => void;
  openTab: (url: string) => void;
}

/** 'saved' when the file was saved; 'opened' when the server refused a direct download and it opened in a tab. */
export type DownloadOutcome = 'saved' | 'opened';

/**
 * Saves one creation under its product-prefixed name. A file the browser may not fetch (a storage server without
 * CORS, an expired link) opens in a new tab instead, as the spec says (part 2 §7).
 */
export async function downloadOne(item: DownloadItem, ports: DownloadPorts): Promise<DownloadOutcome> {
  let blob: Blob;
  try {
    blob = await ports.fetchBlob(item.url);
  } catch {
    ports.openTab(item.url);
    return 'opened';
  }
  ports.save(blob, downloadFileName(item));
  return 'saved';
}

/** A file for a zip: the creation and the folder it goes in ('' at the top). */
export interface ZipEntry {
  item: DownloadItem;
  folder: string;
}

export interface ZipOptions {
  /** Called with 0 to 1: fetching counts for the first 80 %, compressing for the rest. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Loads the zip library; the default imports jszip only when a zip is made. */
  loadZip?: () => Promise<ZipLibrary>;
}

interface ZipArchive {
  file(path: string, data: Blob): unknown;
  generateAsync(options: { type: 'blob' }, onUpdate?: (metadata: { percent: number }) => void): Promise<Blob>;
}
type ZipLibrary = new () => ZipArchive;

const loadJsZip = async (): Promise<ZipLibrary> => (await import('jszip')).default as unknown as ZipLibrary;

/** Thrown when the zip library cannot be loaded: 'Zipping library is not available.' */
export class ZipUnavailableError extends Error {}

/**
 * Several creations as one zip made in the browser, with progress. Files are named by prompt, day and counter, inside
 * their folders; a file that cannot be fetched fails the zip rather than leaving a silent gap.
 */
export async function zipItems(
  entries: readonly ZipEntry[],
  ports: Pick<DownloadPorts, 'fetchBlob'>,
  options: ZipOptions = {},
): Promise<Blob> {
  let Zip: ZipLibrary;
  try {
    Zip = await (options.loadZip ?? loadJsZip)();
  } catch {
    throw new ZipUnavailableError('Zipping library is not available.');
  }
  const zip = new Zip();
  const paths = zipEntryPaths(entries);
  let fetched = 0;
  options.onProgress?.(0);
  // Two at a time: enough to overlap the waits without flooding a slow storage server.
  const queue = entries.map((entry, index) => ({ entry, path: paths[index]! }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      zip.file(next.path, await ports.fetchBlob(next.entry.item.url, options.signal));
      fetched += 1;
      options.onProgress?.((fetched / entries.length) * 0.8);
    }
  };
  await Promise.all([worker(), worker()]);
  const blob = await zip.generateAsync({ type: 'blob' }, ({ percent }) => options.onProgress?.(0.8 + (percent / 100) * 0.2));
  options.onProgress?.(1);
  return blob;
}
