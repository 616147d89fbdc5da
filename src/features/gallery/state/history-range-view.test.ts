import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildGeneratedMedia } from '@mocks/fixtures/media.fixtures';
import { generationKeys, normalizeHistoryFilters, type HistoryRangePage, patchMedia, writeMedia } from '@/domain/generation';
import { createHistoryRangeView } from './history-range-view';

const filters = normalizeHistoryFilters({ perPage: 2 });
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** Page `page` of a list of `count` creations, two a page, written as a page query writes it. */
function loadPage(client: QueryClient, page: number, count = 6) {
  const media = [page * 2, page * 2 + 1]
    .filter((at) => at < count)
    .map((at) => buildGeneratedMedia({ id: `m${at}`, name: `Creation ${at}` }));
  const data: HistoryRangePage = {
    ids: writeMedia(client, media),
    next_cursor: null,
    hasNext: (page + 1) * 2 < count,
    ...(page === 0 ? { total: { count, is_capped: false } } : {}),
  };
  client.setQueryData(generationKeys.historyPage(filters, page), data);
}

/** Waits for the notification a burst of changes ends with. */
const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/**
 * A view with one listener that has heard the start, counting what it hears from now on; `before` is the
 * snapshot now.
 */
async function watched(client: QueryClient) {
  const view = createHistoryRangeView(client, filters);
  const heard = { count: 0 };
  const stop = view.subscribe(() => (heard.count += 1));
  await settled();
  heard.count = 0;
  return { view, heard, stop, before: view.getSnapshot() };
}

describe('the positions of a list fetched by range', () => {
  it('holds every position, with undefined where no page has loaded', () => {
    const client = newClient();
    loadPage(client, 0);
    loadPage(client, 2);
    const { ids, items } = createHistoryRangeView(client, filters).getSnapshot();
    expect(ids).toEqual(['m0', 'm1', undefined, undefined, 'm4', 'm5']);
    expect(items.map((item) => item?.name)).toEqual(['Creation 0', 'Creation 1', undefined, undefined, 'Creation 4', 'Creation 5']);
  });

  it('takes a page as it arrives, telling its listener once for the page and its creations', async () => {
    const client = newClient();
    loadPage(client, 0);
    const { view, heard, before } = await watched(client);
    loadPage(client, 1);
    await settled();
    expect(heard.count).toBe(1);
    const after = view.getSnapshot();
    expect(after.ids).toEqual(['m0', 'm1', 'm2', 'm3', undefined, undefined]);
    expect(after.items[0], 'a creation already shown keeps its record').toBe(before.items[0]);
  });

  it('replaces a changed creation alone and keeps the ids as they were', async () => {
    const client = newClient();
    loadPage(client, 0);
    const { view, heard, before } = await watched(client);
    patchMedia(client, 'm1', { is_favorite: true });
    await settled();
    expect(heard.count).toBe(1);
    const after = view.getSnapshot();
    expect(after.ids).toBe(before.ids);
    expect(after.items[1]?.is_favorite).toBe(true);
    expect(after.items[0]).toBe(before.items[0]);
  });

  it('stays the same snapshot, and silent, for changes no position shows', async () => {
    const client = newClient();
    loadPage(client, 0);
    const { view, heard, before } = await watched(client);
    writeMedia(client, [buildGeneratedMedia({ id: 'elsewhere' })]);
    client.setQueryData(generationKeys.historyPage(normalizeHistoryFilters({ perPage: 2, isFavoritesOnly: true }), 0), {
      ids: [],
      next_cursor: null,
      hasNext: false,
    });
    await settled();
    expect(heard.count).toBe(0);
    expect(view.getSnapshot()).toBe(before);
  });

  it('forgets a page the cache drops, and reads creations changed while nobody listened', async () => {
    const client = newClient();
    loadPage(client, 0);
    loadPage(client, 1);
    const { view, stop } = await watched(client);
    client.removeQueries({ queryKey: generationKeys.historyPage(filters, 1) });
    await settled();
    expect(view.getSnapshot().ids).toEqual(['m0', 'm1', undefined, undefined, undefined, undefined]);
    stop();
    patchMedia(client, 'm0', { name: 'Renamed' });
    expect(view.getSnapshot().items[0]?.name).toBe('Renamed');
  });
});

describe('a list whose filters are a part of another list’s', () => {
  it('shows its own pages, not those of the narrower list cached beside it', () => {
    const client = newClient();
    const wide = normalizeHistoryFilters({ perPage: 2, generation: { templateId: 'flux' } });
    const narrow = normalizeHistoryFilters({ perPage: 2, generation: { templateId: 'flux', seed: 7 } });
    const write = (list: typeof wide, ids: string[]) =>
      client.setQueryData<HistoryRangePage>(generationKeys.historyPage(list, 0), {
        ids: writeMedia(
          client,
          ids.map((id) => buildGeneratedMedia({ id })),
        ),
        next_cursor: null,
        hasNext: false,
        total: { count: ids.length, is_capped: false },
      });
    write(wide, ['a', 'b']);
    // The narrower list loads after the wider one, as when a seed is added to a template filter.
    write(narrow, ['b']);
    expect(createHistoryRangeView(client, wide).getSnapshot().ids).toEqual(['a', 'b']);
    expect(createHistoryRangeView(client, narrow).getSnapshot().ids).toEqual(['b']);
  });
});
