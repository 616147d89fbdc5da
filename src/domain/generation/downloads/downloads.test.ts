import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { downloadFileName, zipFileName } from './download-names';
import { downloadOne, zipItems, ZipUnavailableError, type DownloadPorts } from './downloads';
import { collectProjectEntries, type ProjectContentPage } from './project-entries';

const image = { id: 'm1', url: '/media/m1.png', type: 'image' as const, prompt: 'A red kite', createdAt: '2026-12-06T12:00:00Z' };
const video = { id: 'm2', url: '/media/m2.mp4', type: 'video' as const, prompt: 'Waves', createdAt: '2026-12-05T12:00:00Z' };

const brokenZipLibrary = () => Promise.reject(new Error('chunk failed'));

function ports(failing: string[] = []) {
  return {
    fetchBlob: vi.fn(async (url: string) => {
      if (failing.includes(url)) throw new TypeError('Failed to fetch');
      return new Blob([`bytes of ${url}`]);
    }),
    save: vi.fn(),
    openTab: vi.fn(),
  } satisfies DownloadPorts;
}

describe('download names', () => {
  it('prefixes the product and ends in .png or .mp4', () => {
    expect(downloadFileName(image)).toBe('studio-m1.png');
    expect(downloadFileName(video)).toBe('studio-m2.mp4');
    expect(downloadFileName({ id: '../../etc/passwd', type: 'image' })).toBe('studio-etc-passwd.png');
    expect(zipFileName('Summer / Trip')).toBe('studio-Summer-Trip.zip');
  });
});

describe('downloadOne', () => {
  it('saves the fetched file under its name', async () => {
    const browser = ports();
    await expect(downloadOne(video, browser)).resolves.toBe('saved');
    expect(browser.save).toHaveBeenCalledWith(expect.any(Blob), 'studio-m2.mp4');
    expect(browser.openTab).not.toHaveBeenCalled();
  });

  it('opens the file in a new tab when the direct download is refused', async () => {
    const browser = ports([image.url]);
    await expect(downloadOne(image, browser)).resolves.toBe('opened');
    expect(browser.openTab).toHaveBeenCalledWith(image.url);
    expect(browser.save).not.toHaveBeenCalled();
  });
});

describe('zipItems', () => {
  it('puts every file in the zip under its prompt, day and counter, in its folder, reporting progress up to 1', async () => {
    const progress: number[] = [];
    const entries = [
      { item: image, folder: '' },
      { item: video, folder: 'Trips' },
      { item: { ...image, url: '/media/other.png' }, folder: '' },
    ];
    const blob = await zipItems(entries, ports(), { onProgress: (fraction) => progress.push(fraction) });
    const zip = await JSZip.loadAsync(await blob.arrayBuffer());
    const files = Object.values(zip.files).filter((file) => !file.dir);
    expect(files.map((file) => file.name).toSorted()).toEqual([
      'Trips/waves_2026-12-05_01.mp4',
      'red-kite_2026-12-06_01.png',
      'red-kite_2026-12-06_02.png',
    ]);
    expect(await zip.file('Trips/waves_2026-12-05_01.mp4')!.async('string')).toBe('bytes of /media/m2.mp4');
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((value, index) => index === 0 || value >= progress[index - 1]!)).toBe(true);
  });

  it('fails when a file cannot be fetched, and says when the zip library cannot load', async () => {
    await expect(zipItems([{ item: image, folder: '' }], ports([image.url]))).rejects.toThrow('Failed to fetch');
    await expect(zipItems([{ item: image, folder: '' }], ports(), { loadZip: brokenZipLibrary })).rejects.toBeInstanceOf(
      ZipUnavailableError,
    );
  });
});

/** A creation as the project content call lists it. */
const listed = (id: string, type: 'image' | 'video') => ({
  id,
  generated_url: `/${id}`,
  type,
  prompt_text: `prompt ${id}`,
  template_id: 'text_to_image_v1',
  creation_date: '2026-12-06T12:00:00Z',
});

describe('collectProjectEntries', () => {
  it('reads every page of a project and its sub-projects into folders, once each', async () => {
    const pages: Record<string, ProjectContentPage[]> = {
      root: [
        {
          project: { project_name: 'Root' },
          history: [listed('a', 'image')],
          children: [{ id: 'kid', project_name: 'Kid' }],
          next_cursor: 'p2',
        },
        { project: { project_name: 'Root' }, history: [listed('b', 'video')], children: [], next_cursor: null },
      ],
      kid: [
        {
          project: { project_name: 'Kid' },
          history: [listed('c', 'image')],
          children: [{ id: 'root', project_name: 'Loop' }],
          next_cursor: null,
        },
      ],
    };
    const read = vi.fn(async (id: string, cursor: string | undefined) => pages[id]![cursor ? 1 : 0]!);
    const entries = await collectProjectEntries('root', read);
    expect(entries.map(({ item, folder }) => `${folder}:${item.id}`)).toEqual([':a', ':b', 'Kid:c']);
    expect(entries[2]!.item).toMatchObject({ url: '/c', prompt: 'prompt c', templateId: 'text_to_image_v1' });
    expect(read).toHaveBeenCalledTimes(3);
  });
});
