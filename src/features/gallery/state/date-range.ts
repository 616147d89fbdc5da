/** The gallery's date ranges (spec part 2 §2), filtered in the browser (§7). */
export const dateRanges = ['any', 'today', 'last7', 'last30'] as const;
export type DateRange = (typeof dateRanges)[number];

/** Each range's label, as a translation key. */
export const dateRangeLabels = {
  any: 'galleryScreen.dateAny',
  today: 'galleryScreen.dateToday',
  last7: 'galleryScreen.date7',
  last30: 'galleryScreen.date30',
} as const satisfies Record<DateRange, string>;

const dayMs = 24 * 60 * 60 * 1000;

/** Whether a creation made at `createdAt` falls in the range, seen at `now` (today starts at local midnight). */
export function isInDateRange(createdAt: string, range: DateRange, now: Date): boolean {
  if (range === 'any') return true;
  const made = new Date(createdAt).getTime();
  if (range === 'today') {
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    return made >= midnight;
  }
  const days = range === 'last7' ? 7 : 30;
  return made >= now.getTime() - days * dayMs;
}
