import { hashKey, type QueryCacheNotifyEvent, type QueryClient } from '@tanstack/react-query';
import {
  generationKeys,
  generationLimits,
  type HistoryFilters,
  idsAtPositions,
  loadedPages,
  type HistoryRangePage,
  listLength,
  readMedia,
  type MediaRecord,
} from '@/domain/generation';

/** A list fetched by position as a grid shows it: every position's id and creation, undefined while its page loads. */
interface HistoryRangeSnapshot {
  ids: ReadonlyArray<string | undefined>;
  items: ReadonlyArray<MediaRecord | undefined>;
}

/** One loaded page and its creations as read from the media cache, kept until the page or one of them changes. */
interface PageEntry {
  data: HistoryRangePage;
  records: ReadonlyArray<MediaRecord | undefined>;
}

export interface HistoryRangeView {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => HistoryRangeSnapshot;
}

/**
 * The positions of a list with `filters` (already normalised), kept in step with the query cache by its events
 * rather than rebuilt from the whole cache on each render: a page that arrives reads its own creations, a changed
 * creation (a favourite, a new name) replaces its one entry, and any other event (a page starting to fetch, a
 * creation no position shows) changes nothing. Listeners hear once per burst of changes (a page writes twenty
 * creations, then itself), and the snapshot keeps `ids` while only creations changed, so a selection or a grid
 * that reads ids alone renders nothing new (smooth with 10,000 creations).
 */
export function createHistoryRangeView(client: QueryClient, filters: HistoryFilters): HistoryRangeView {
  const pageSize = filters.perPage ?? generationLimits.galleryPageSize;
  const pagesHash = hashKey(generationKeys.historyPages(filters));
  // A page's hash is its list's hash with the page number added: '[...,"pages"' then ',7]'.
  const pagePrefix = `${pagesHash.slice(0, -1)},`;
  const mediaPrefix = `${hashKey(generationKeys.media()).slice(0, -1)},`;
  const pages = new Map<number, PageEntry>();
  /** Where each shown creation sits, for a changed creation to find its page. */
  let positions = new Map<string, number>();
  let snapshot: HistoryRangeSnapshot = { ids: [], items: [] };
  let areIdsStale = true;
  let areItemsStale = true;
  const listeners = new Set<() => void>();
  let isNotifying = false;

  const readPage = (data: HistoryRangePage): PageEntry => ({ data, records: data.ids.map((id) => readMedia(client, id)) });

  /**
   * Takes the pages and their creations as the cache holds them now, keeping what has not changed: while nobody
   * listens, no event tells of changes (the first render, a grid mounted again).
   */
  const sync = () => {
    const now = loadedPages(client, filters);
    for (const [page, data] of now) {
      const known = pages.get(page);
      if (known?.data !== data) {
        pages.set(page, readPage(data));
        areIdsStale = true;
        continue;
      }
      const entry = readPage(data);
      if (entry.records.some((record, index) => record !== known.records[index])) {
        pages.set(page, entry);
        areItemsStale = true;
      }
    }
    for (const page of pages.keys()) {
      if (now.has(page)) continue;
      pages.delete(page);
      areIdsStale = true;
    }
  };

  const changed = () => {
    if (isNotifying) return;
    isNotifying = true;
    // Once for the burst: writing a page's creations and the page itself happens in one go.
    queueMicrotask(() => {
      isNotifying = false;
      for (const listener of listeners) listener();
    });
  };

  const onPageEvent = (event: QueryCacheNotifyEvent, page: number) => {
    const data = event.type === 'removed' ? undefined : (event.query.state.data as HistoryRangePage | undefined);
    const known = pages.get(page);
    if (known?.data === data) return;
    if (data) pages.set(page, readPage(data));
    else pages.delete(page);
    areIdsStale = true;
    changed();
  };

  const onMediaEvent = (event: QueryCacheNotifyEvent, id: string) => {
    // Positions follow the pages: a page that arrived since the last build may hold this creation.
    if (areIdsStale) build();
    const at = positions.get(id);
    if (at === undefined || event.type === 'removed') return;
    const record = event.query.state.data as MediaRecord | undefined;
    const page = Math.floor(at / pageSize);
    const entry = pages.get(page);
    const offset = at - page * pageSize;
    if (!entry || entry.records[offset] === record) return;
    pages.set(page, { data: entry.data, records: entry.records.map((known, index) => (index === offset ? record : known)) });
    areItemsStale = true;
    changed();
  };

  const onEvent = (event: QueryCacheNotifyEvent) => {
    if (event.type !== 'added' && event.type !== 'updated' && event.type !== 'removed') return;
    const hash = event.query.queryHash;
    if (hash.startsWith(pagePrefix)) {
      const page = Number(hash.slice(pagePrefix.length, -1));
      if (Number.isInteger(page)) onPageEvent(event, page);
    } else if (hash.startsWith(mediaPrefix)) {
      const id = event.query.queryKey.at(-1);
      if (typeof id === 'string') onMediaEvent(event, id);
    }
  };

  const build = () => {
    if (areIdsStale) {
      const data = new Map([...pages].map(([page, entry]) => [page, entry.data]));
      const length = listLength(data.get(0)?.total?.count ?? 0, data, pageSize);
      const ids = idsAtPositions(data, pageSize, length);
      positions = new Map();
      ids.forEach((id, at) => id !== undefined && positions.set(id, at));
      snapshot = { ids, items: snapshot.items };
      areItemsStale = true;
    }
    if (areItemsStale) {
      const items: Array<MediaRecord | undefined> = Array.from({ length: snapshot.ids.length });
      for (const [page, { data, records }] of pages) {
        data.ids.forEach((id, offset) => {
          const at = page * pageSize + offset;
          // A creation met twice keeps its first place (see idsAtPositions).
          if (snapshot.ids[at] === id) items[at] = records[offset];
        });
      }
      snapshot = { ids: snapshot.ids, items };
    }
    areIdsStale = false;
    areItemsStale = false;
  };

  let stopCache: (() => void) | null = null;
  return {
    subscribe(onChange) {
      if (!stopCache) {
        sync();
        stopCache = client.getQueryCache().subscribe(onEvent);
        if (areIdsStale || areItemsStale) changed();
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        stopCache?.();
        stopCache = null;
      };
    },
    getSnapshot() {
      if (!stopCache) sync();
      if (areIdsStale || areItemsStale) build();
      return snapshot;
    },
  };
}
