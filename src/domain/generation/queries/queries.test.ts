import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listDimensionPresets, listEnhancerStyles, listGeneratedHistory, listServiceModels, listUploadedImages } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildGeneratedMedia, buildHistoryPage } from '@mocks/fixtures/media.fixtures';
import { buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';
import { useMockServer } from '@mocks/node-server';
import { generatedHistoryInfiniteQueryOptions, uploadedImagesInfiniteQueryOptions } from '../media/history-queries';
import { readMedia } from '../media/media-cache';
import { generationKeys } from './keys';
import { taskStatusQueryOptions } from './task-queries';
import { dimensionPresetsQueryOptions, enhancerStylesQueryOptions, serviceModelsQueryOptions } from './template-queries';

const server = useMockServer();
const answer = mockCall;
const historyPage = buildHistoryPage;
const testMedia = buildGeneratedMedia;
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Records the query string of every request the handler answers. */
function recordQueries() {
  const seen: Array<Record<string, string>> = [];
  const record = (request: Request) => seen.push(Object.fromEntries(new URL(request.url).searchParams));
  return { seen, record };
}

describe('template queries', () => {
  it('load the catalog for the workspace, keyed by team', async () => {
    const { seen, record } = recordQueries();
    server.use(answer(listServiceModels, ({ request }) => (record(request), { templates: [buildTemplate()] })));
    const options = serviceModelsQueryOptions('team-7');
    expect(options.queryKey).toEqual(generationKeys.serviceModels('team-7'));
    const data = await newClient().fetchQuery(options);
    expect(data.templates[0]!.template_id).toBe('text_to_image_v1');
    expect(seen).toEqual([{ team_id: 'team-7' }]);
    expect(options.select?.(data)).toEqual(data.templates);
  });

  it('load enhancer styles and dimension presets by id, and wait for an id', async () => {
    server.use(
      answer(listEnhancerStyles, ({ params }) => [{ index: 0, name: `style of ${String(params.setId)}`, thumbnail_url: 'data:,' }]),
      answer(listDimensionPresets, {
        data: [{ label: 'Square', dimensions: [{ width: 0, height: 0, icon: 'auto', cost: 0 }] }],
        custom: { min: 256, max: 2048, step: 64, allowed: false },
      }),
    );
    const client = newClient();
    expect((await client.fetchQuery(enhancerStylesQueryOptions('portrait')))[0]!.name).toBe('style of portrait');
    expect((await client.fetchQuery(dimensionPresetsQueryOptions('text_to_image_v1'))).custom.allowed).toBe(false);
    expect(enhancerStylesQueryOptions('').enabled).toBe(false);
  });
});

describe('history queries', () => {
  it('send every filter in the contract names, blanks left out', async () => {
    const { seen, record } = recordQueries();
    server.use(answer(listGeneratedHistory, ({ request }) => (record(request), historyPage([testMedia()]))));
    const options = generatedHistoryInfiniteQueryOptions({
      search: '  fox ',
      isFavoritesOnly: true,
      mediaType: 'video',
      projectId: 'unassigned',
      teamId: 'team-7',
    });
    await newClient().fetchInfiniteQuery(options);
    expect(seen).toEqual([
      {
        per_page: '20',
        search: 'fox',
        favorites_only: 'true',
        service_type: 'video',
        project_id: 'unassigned',
        team_id: 'team-7',
      },
    ]);
    expect(generatedHistoryInfiniteQueryOptions({ search: ' ' }).queryKey).toEqual(generatedHistoryInfiniteQueryOptions().queryKey);
  });

  it('page through by cursor to the last page, then stop', async () => {
    const { seen, record } = recordQueries();
    server.use(
      answer(listGeneratedHistory, ({ request }) => {
        record(request);
        // The first page has no cursor; each answer names the next page's, and the third names none.
        const page = Number(new URL(request.url).searchParams.get('cursor')?.replace('after-', '') ?? 1);
        return historyPage([testMedia({ id: `m${page}` })], page < 3 ? `after-${page + 1}` : null);
      }),
    );
    const client = newClient();
    const observer = new InfiniteQueryObserver(client, generatedHistoryInfiniteQueryOptions({ perPage: 200 }));
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    unsubscribe();
    // Pages keep ids; the creations themselves are in the one media cache.
    expect(last.data?.pages.flatMap((page) => page.ids)).toEqual(['m1', 'm2', 'm3']);
    expect(readMedia(client, 'm2')).toMatchObject({ id: 'm2', prompt_text: testMedia().prompt_text });
    expect(last.hasNextPage).toBe(false);
    expect(seen.map((query) => query.cursor)).toEqual([undefined, 'after-2', 'after-3']);
  });

  it('ask for 40 uploaded images a page by default, for the asset library', async () => {
    const { seen, record } = recordQueries();
    server.use(answer(listUploadedImages, ({ request }) => (record(request), { images: [], next_cursor: null })));
    const result = await newClient().fetchInfiniteQuery(uploadedImagesInfiniteQueryOptions());
    expect(seen).toEqual([{ per_page: '40' }]);
    expect(result.pages[0]!.images).toEqual([]);
  });
});

describe('taskStatusQueryOptions', () => {
  it('refetch every 3 s until the task completes or fails', () => {
    const options = taskStatusQueryOptions('task-1');
    const interval = options.refetchInterval as (query: { state: { data: unknown } }) => number | false;
    expect(interval({ state: { data: undefined } })).toBe(3_000);
    expect(interval({ state: { data: buildTaskStatus({ status: 'running' }) } })).toBe(3_000);
    expect(interval({ state: { data: buildTaskStatus({ status: 'complete' }) } })).toBe(false);
    expect(interval({ state: { data: buildTaskStatus({ status: 'failed' }) } })).toBe(false);
  });
});
