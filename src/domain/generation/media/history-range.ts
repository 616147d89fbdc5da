/**
 * Which pages of a newest-first list cover a range of its positions, and how long the list is from what has
 * loaded: the gallery fetches the pages it shows rather than every page before them.
 */

/** One loaded page: its creations' ids and whether the list goes on after it. */
export interface LoadedPage {
  ids: readonly string[];
  hasNext: boolean;
}

/** The pages (from 0) holding positions `start` up to `end` (not included). */
export function pagesForRange(start: number, end: number, pageSize: number): number[] {
  if (end <= start || pageSize <= 0) return [];
  const first = Math.floor(Math.max(0, start) / pageSize);
  const last = Math.floor((end - 1) / pageSize);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);
}

/**
 * The blocks of `blockPages` pages that hold the pages missing from `loaded` among `pages`, so a long range (a
 * shift-click across thousands of creations) loads in a few large requests instead of one per page.
 */
export function missingBlocks(pages: readonly number[], loaded: (page: number) => boolean, blockPages: number): number[] {
  const blocks = new Set<number>();
  for (const page of pages) if (!loaded(page)) blocks.add(Math.floor(page / blockPages));
  return [...blocks].toSorted((a, b) => a - b);
}

/**
 * How many positions the grid reserves. The count the server gave (`total`) until a loaded page says otherwise:
 * a page that ends the list ends it there (creations deleted since), and a page that goes on past the count (a
 * capped count, or creations made since) adds one position, whose page then loads and tells more.
 */
export function listLength(total: number, pages: ReadonlyMap<number, LoadedPage>, pageSize: number): number {
  let length = total;
  for (const [page, { ids, hasNext }] of [...pages].toSorted(([a], [b]) => a - b)) {
    const end = page * pageSize + ids.length;
    if (!hasNext) return end;
    length = Math.max(length, end + 1);
  }
  return length;
}
