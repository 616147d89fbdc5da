import { useCallback, useRef, useState } from 'react';
import { browserDownloadPorts } from './browser-ports';
import type { DownloadItem } from './download-names';
import type { DownloadPorts, ZipEntry } from './downloads';
import type { ReadProjectPage } from './project-entries';

/** The downloading itself (names, zip, a project's walk) loads with the first download, not with the screen. */
const loadDownloadWork = () => import('./download-work');

/** Translation keys of what a download reports (spec part 2 §8); the English is in each comment. */
export const downloadMessages = {
  /** 'Download Failed' (the title) */
  failedTitle: 'generation.downloads.failedTitle',
  /** 'Could not download the file directly due to server restrictions. It has been opened in a new tab.' */
  openedInTab: 'generation.downloads.openedInTab',
  /** 'Zipping library is not available.' */
  zipUnavailable: 'generation.downloads.zipUnavailable',
  /** 'An unknown error occurred.' */
  unknown: 'generation.downloads.unknown',
} as const;

export type DownloadReport =
  | { kind: 'saved' }
  | { kind: 'opened'; messageKey: typeof downloadMessages.openedInTab }
  | { kind: 'failed'; messageKey: typeof downloadMessages.zipUnavailable | typeof downloadMessages.unknown };

/**
 * Downloads for any screen: one item saves as its file, several (or a project's entries) as a zip made in the
 * browser with progress from 0 to 1. One download runs at a time; the screen words the report it gets back.
 */
export function useMediaDownloads(ports: DownloadPorts = browserDownloadPorts) {
  const [progress, setProgress] = useState<number | null>(null);
  const isBusyRef = useRef(false);

  const run = useCallback(async (work: () => Promise<DownloadReport>): Promise<DownloadReport | null> => {
    if (isBusyRef.current) return null;
    isBusyRef.current = true;
    try {
      return await work();
    } finally {
      isBusyRef.current = false;
      setProgress(null);
    }
  }, []);

  /** Zips entries (or what `entriesOf` reads first, such as a project's content) and saves the zip as `label`. */
  const zipAndSave = useCallback(
    (entriesOf: () => Promise<readonly ZipEntry[]>, label: string) =>
      run(async () => {
        setProgress(0);
        const loaded = await loadDownloadWork().catch(() => null);
        if (!loaded) return { kind: 'failed', messageKey: downloadMessages.unknown };
        const { zipItems, zipFileName, ZipUnavailableError } = loaded;
        try {
          const blob = await zipItems(await entriesOf(), ports, { onProgress: setProgress });
          ports.save(blob, zipFileName(label));
          return { kind: 'saved' };
        } catch (error) {
          const messageKey = error instanceof ZipUnavailableError ? downloadMessages.zipUnavailable : downloadMessages.unknown;
          return { kind: 'failed', messageKey };
        }
      }),
    [ports, run],
  );
  const downloadEntries = useCallback(
    (entries: readonly ZipEntry[], label: string) => zipAndSave(async () => entries, label),
    [zipAndSave],
  );
  /** A project and its sub-projects, read page by page with the projects' content call, as one zip of its name. */
  const downloadProject = useCallback(
    (projectId: string, projectName: string, read: ReadProjectPage) =>
      zipAndSave(async () => (await loadDownloadWork()).collectProjectEntries(projectId, read), projectName),
    [zipAndSave],
  );
  const download = useCallback(
    (items: readonly DownloadItem[], label = `${items.length}-items`) => {
      const [only] = items;
      if (items.length === 1 && only) {
        return run(async () => {
          const loaded = await loadDownloadWork().catch(() => null);
          if (!loaded) return { kind: 'failed', messageKey: downloadMessages.unknown };
          return (await loaded.downloadOne(only, ports)) === 'saved'
            ? { kind: 'saved' }
            : { kind: 'opened', messageKey: downloadMessages.openedInTab };
        });
      }
      return downloadEntries(
        items.map((item) => ({ item, folder: '' })),
        label,
      );
    },
    [downloadEntries, ports, run],
  );

  return { download, downloadEntries, downloadProject, progress, isBusy: progress !== null };
}
