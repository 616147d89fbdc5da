import { parseTemplateId } from '../rules/template-access';
import { downloadExtension, downloadPrefix, type DownloadItem } from './download-names';
import { joinWithin, localDay, wordsOf } from './file-name-parts';

/** How much of a prompt names its file: a few words, and bytes enough for them in any script. */
const slugLimits = { words: 6, bytes: 60 } as const;

/** Small English words that say little in a file name ("a red fox in the snow" → red-fox-snow). */
const fillerWords = new Set(['a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'and', 'by', 'from', 'into']);

/** A prompt as a file name's words, lower case: `A red fox in a snowy forest` → `red-fox-snowy-forest`. */
export function promptSlug(prompt: string): string {
  const words = wordsOf(prompt.toLowerCase());
  const telling = words.filter((word) => !fillerWords.has(word));
  return joinWithin(telling.length > 0 ? telling : words, slugLimits.bytes, slugLimits.words);
}

/** A template's name without its version: `Image_inpainting_v1` → `image-inpainting`. */
export function templateSlug(templateId: string | null | undefined): string {
  if (!templateId) return '';
  const name = parseTemplateId(templateId)?.name ?? templateId;
  return joinWithin(wordsOf(name.toLowerCase()), slugLimits.bytes, slugLimits.words);
}

/** What a file is called before its counter: the prompt (else the template, else the product) and its day. */
function stemOf(item: DownloadItem): string {
  const subject = promptSlug(item.prompt ?? '') || templateSlug(item.templateId) || downloadPrefix;
  const day = localDay(item.createdAt);
  return day ? `${subject}_${day}` : subject;
}

const time = (item: DownloadItem) => {
  const value = new Date(item.createdAt ?? '').getTime();
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
};

/**
 * The paths of a zip's files, named as people name them: `red-fox-snowy-forest_2026-12-06_03.png`. Files of one
 * prompt and day in one folder are counted from the earliest made, so the counter makes every path unique, also
 * where letter case does not count (Windows and macOS); counters are as wide as the largest needs, at least 2.
 * Ending in a counter, no name is one of Windows' device names.
 */
export function zipEntryPaths(entries: ReadonlyArray<{ item: DownloadItem; folder: string }>): string[] {
  const named = entries.map(({ item, folder }, index) => {
    const stem = stemOf(item);
    return { item, folder, stem, index, group: `${folder}/${stem}`.toLowerCase() };
  });
  const groups = new Map<string, typeof named>();
  for (const entry of named) {
    const members = groups.get(entry.group);
    if (members) members.push(entry);
    else groups.set(entry.group, [entry]);
  }
  const paths: string[] = [];
  for (const members of groups.values()) {
    const width = Math.max(2, String(members.length).length);
    const byAge = members.toSorted((a, b) => time(a.item) - time(b.item) || a.index - b.index);
    byAge.forEach(({ item, folder, stem, index }, position) => {
      const name = `${stem}_${String(position + 1).padStart(width, '0')}.${downloadExtension(item)}`;
      paths[index] = folder ? `${folder}/${name}` : name;
    });
  }
  return paths;
}
