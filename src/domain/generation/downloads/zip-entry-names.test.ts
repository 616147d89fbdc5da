import { describe, expect, it } from 'vitest';
import { safeNamePart, type DownloadItem } from './download-names';
import { byteLength, cutToBytes } from './file-name-parts';
import { promptSlug, templateSlug, zipEntryPaths } from './zip-entry-names';

// Midday in UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
const day = (date: string) => `${date}T12:00:00Z`;

let next = 0;
const creation = (overrides: Partial<DownloadItem> = {}): DownloadItem => {
  next += 1;
  return { id: `m${next}`, url: `/media/m${next}`, type: 'image', createdAt: day('2026-12-06'), ...overrides };
};
const paths = (...items: DownloadItem[]) => zipEntryPaths(items.map((item) => ({ item, folder: '' })));

/** What Windows refuses in a name: these, and control characters. */
const windowsForbidden = /[<>:"/\\|?*\p{Cc}]/u;
const windowsDevice = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

describe('promptSlug', () => {
  it('keeps the telling words of a prompt, in lower case, joined by dashes', () => {
    expect(promptSlug('A red fox in a snowy forest')).toBe('red-fox-snowy-forest');
    expect(promptSlug("The fox's den, at DAWN!")).toBe('foxs-den-dawn');
    expect(promptSlug('a of the')).toBe('a-of-the');
    expect(promptSlug('')).toBe('');
    expect(promptSlug('🦊 ✨')).toBe('');
  });

  it('keeps Arabic letters, their marks and Arabic-Indic digits', () => {
    expect(promptSlug('ثعلب أحمر في غابة مثلجة')).toBe('ثعلب-أحمر-في-غابة-مثلجة');
    expect(promptSlug('قِطٌّ على سطح ٣')).toBe('قِطٌّ-على-سطح-٣');
    // The tatweel only stretches a line; it is not part of the word.
    expect(promptSlug('جـــمـيل')).toBe('جميل');
  });

  it('drops what Windows or macOS refuse, and invisible characters that could disguise a name', () => {
    const slug = promptSlug('sun<moon>stars:clouds"rain/snow\\hail|fog?mist*dew');
    expect(slug).toBe('sun-moon-stars-clouds-rain-snow');
    expect(promptSlug('invoice\u202Egnp.exe')).toBe('invoicegnp-exe');
    expect(promptSlug('tab\there\u0000bell')).toBe('tab-here-bell');
    expect(promptSlug('trailing dots...   ')).toBe('trailing-dots');
  });

  it('stays within six words and 60 bytes, never parting a letter from its marks', () => {
    expect(promptSlug('one two three four five six seven eight')).toBe('one-two-three-four-five-six');
    const arabic = promptSlug('مدينة مستقبلية مضيئة تحت سماء ليلية مليئة بالنجوم اللامعة');
    expect(byteLength(arabic)).toBeLessThanOrEqual(60);
    expect(arabic.startsWith('مدينة-مستقبلية')).toBe(true);
    const marked = 'قِ'.repeat(40);
    expect(promptSlug(marked)).toBe('قِ'.repeat(15));
    expect(cutToBytes('ab\u0301c', 3)).toBe('a');
  });
});

describe('templateSlug', () => {
  it('names a template without its version', () => {
    expect(templateSlug('Image_inpainting_v1')).toBe('image-inpainting');
    expect(templateSlug('image_to_image_v2')).toBe('image-to-image');
    expect(templateSlug(null)).toBe('');
  });
});

describe('zipEntryPaths', () => {
  it('names files by prompt, day and a counter, numbered from the earliest made', () => {
    const newest = creation({ prompt: 'A red fox in a snowy forest', createdAt: '2026-12-06T15:00:00Z' });
    const oldest = creation({ prompt: 'A red fox in a snowy forest', createdAt: '2026-12-06T09:00:00Z' });
    const middle = creation({ prompt: 'a RED fox, in a snowy forest', createdAt: '2026-12-06T12:00:00Z' });
    const clip = creation({ prompt: 'Waves', type: 'video', createdAt: day('2026-12-05') });
    expect(paths(newest, oldest, middle, clip)).toEqual([
      'red-fox-snowy-forest_2026-12-06_03.png',
      'red-fox-snowy-forest_2026-12-06_01.png',
      'red-fox-snowy-forest_2026-12-06_02.png',
      'waves_2026-12-05_01.mp4',
    ]);
  });

  it('falls back to the template, then the product, and leaves out a day it does not know', () => {
    expect(paths(creation({ prompt: '', templateId: 'upscale_v1' }))).toEqual(['upscale_2026-12-06_01.png']);
    expect(paths(creation({ prompt: '  ' }))).toEqual(['studio_2026-12-06_01.png']);
    expect(paths(creation({ prompt: 'Kite', createdAt: 'not a date' }))).toEqual(['kite_01.png']);
    expect(paths(creation({ prompt: 'Kite', createdAt: undefined }))).toEqual(['kite_01.png']);
  });

  it('widens the counter past 99', () => {
    const many = paths(...Array.from({ length: 120 }, () => creation({ prompt: 'Kite' })));
    expect(many[0]).toBe('kite_2026-12-06_001.png');
    expect(many[119]).toBe('kite_2026-12-06_120.png');
  });

  it('keeps every path unique where letter case does not count, folders included', () => {
    const entries = [
      { item: creation({ prompt: 'Kite' }), folder: 'Beach' },
      { item: creation({ prompt: 'KITE' }), folder: 'beach' },
      { item: creation({ prompt: 'kite' }), folder: '' },
    ];
    const named = zipEntryPaths(entries);
    expect(named).toEqual(['Beach/kite_2026-12-06_01.png', 'beach/kite_2026-12-06_02.png', 'kite_2026-12-06_01.png']);
    expect(new Set(named.map((path) => path.toLowerCase())).size).toBe(named.length);
  });

  it('gives names every system accepts, bounded in bytes, whatever the prompt', () => {
    const prompts = ['CON', 'nul.txt', 'com1', 'LPT9', 'aux: the sequel', '...', 'ملف'.repeat(60), 'x'.repeat(400)];
    for (const path of paths(...prompts.map((prompt) => creation({ prompt, createdAt: undefined })))) {
      expect(path).not.toMatch(windowsForbidden);
      expect(path).not.toMatch(windowsDevice);
      expect(path).not.toMatch(/[. ]$/);
      expect(byteLength(path)).toBeLessThanOrEqual(80);
    }
  });
});

describe('safeNamePart', () => {
  it('keeps a folder to its words, frees device names and bounds its length', () => {
    expect(safeNamePart('Summer / Trip')).toBe('Summer-Trip');
    expect(safeNamePart('رحلة الصيف')).toBe('رحلة-الصيف');
    expect(safeNamePart('nul')).toBe('nul_');
    expect(safeNamePart('COM3')).toBe('COM3_');
    expect(safeNamePart('../..')).toBe('item');
    expect(byteLength(safeNamePart('مشروع '.repeat(30)))).toBeLessThanOrEqual(48);
  });
});
