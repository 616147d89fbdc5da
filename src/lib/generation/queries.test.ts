import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listDimensionPresets, listEnhancerStyles, listGeneratedHistory, listServiceModels, listUploadedImages } from '../../../contract';
import { generatedHistoryInfiniteQueryOptions, uploadedImagesInfiniteQueryOptions } from './history-queries';
import { generationKeys } from './keys';
import { taskStatusQueryOptions } from './task-queries';
import { dimensionPresetsQueryOptions, enhancerStylesQueryOptions, serviceModelsQueryOptions } from './template-queries';
import { answer, useTestServer } from './testing/msw-test-server';
import { historyPage, testMedia, testTaskStatus } from './testing/test-media';
import { testTemplate } from './testing/test-templates';

const server = useTestServer();
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Records the query string of every request the handler answers. */
function recordQueries() {
  const seen: Array<Record<string, string>> = [];
  const record = (request: Request) => seen.push(Object.fromEntries(new URL(request.url).searchParams));
  return { seen, record };
}

describe('template queries', () => {
  it('load the catalog for the workspace, keyed by token and team', async () => {
    const { seen, record } = recordQueries();
    server.use(answer(listServiceModels, ({ request }) => (record(request), { templates: [testTemplate()] })));
    const options = serviceModelsQueryOptions('token-1', 'team-7');
    expect(options.queryKey).toEqual(generationKeys.serviceModels('token-1', 'team-7'));
    const data = await newClient().fetchQuery(options);
    expect(data.templates[0]!.template_id).toBe('text_to_image_v1');
    expect(seen).toEqual([{ team_id: 'team-7' }]);
    expect(options.select?.(data)).toEqual(data.templates);
  });

  it('load enhancer styles and dimension presets by id, and wait for a token', async () => {
    server.use(
      answer(listEnhancerStyles, ({ params }) => [{ index: 0, name: `style of ${String(params.setId)}`, thumbnail_url: 'data:,' }]),
      answer(listDimensionPresets, {
        data: [{ label: 'Square', dimensions: [{ width: 0, height: 0, icon: 'auto', cost: 0 }] }],
        custom: { min: 256, max: 2048, step: 64, allowed: false },
      }),
    );
    const client = newClient();
    expect((await client.fetchQuery(enhancerStylesQueryOptions('t', 'portrait')))[0]!.name).toBe('style of portrait');
    expect((await client.fetchQuery(dimensionPresetsQueryOptions('t', 'text_to_image_v1'))).custom.allowed).toBe(false);
    expect(enhancerStylesQueryOptions(null, 'portrait').enabled).toBe(false);
  });
});

describe('history queries', () => {
  it('send every filter in the contract names, blanks left out', async () => {
    const { seen, record } = recordQueries();
    server.use(answer(listGeneratedHistory, ({ request }) => (record(request), historyPage([testMedia()]))));
    const options = generatedHistoryInfiniteQueryOptions('t', {
      search: '  fox ',
      isFavoritesOnly: true,
      mediaType: 'video',
      projectId: 'unassigned',
      teamId: 'team-7',
    });
    await newClient().fetchInfiniteQuery(options);
    expect(seen).toEqual([
      { page: '1', per_page: '20', search: 'fox', favorites_only: 'true', service_type: 'video', project_id: 'unassigned', team_id: 'team-7' },
    ]);
    expect(generatedHistoryInfiniteQueryOptions('t', { search: ' ' }).queryKey).toEqual(generatedHistoryInfiniteQueryOptions('t').queryKey);
  });

  it('page through to the last page, then stop', async () => {
    const { seen, record } = recordQueries();
    server.use(
      answer(listGeneratedHistory, ({ request }) => {
        record(request);
        const page = Number(new URL(request.url).searchParams.get('page'));
        return historyPage([testMedia({ id: `m${page}` })], page, 3, 200);
      }),
    );
    const observer = new InfiniteQueryObserver(newClient(), generatedHistoryInfiniteQueryOptions('t', { perPage: 200 }));
    const unsubscribe = observer.subscribe(() => undefined);
    await observer.refetch();
    await observer.fetchNextPage();
    const last = await observer.fetchNextPage();
    unsubscribe();
    expect(last.data?.pages.flatMap((page) => page.history.map((media) => media.id))).toEqual(['m1', 'm2', 'm3']);
    expect(last.hasNextPage).toBe(false);
    expect(seen.map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it('ask for 40 uploaded images a page by default, for the asset library', async () => {
    const { seen, record } = recordQueries();
    const pagination = { current_page: 1, per_page: 40, total_pages: 0, total_items: 0 };
    server.use(answer(listUploadedImages, ({ request }) => (record(request), { images: [], pagination })));
    const result = await newClient().fetchInfiniteQuery(uploadedImagesInfiniteQueryOptions('t'));
    expect(seen).toEqual([{ page: '1', per_page: '40' }]);
    expect(result.pages[0]!.images).toEqual([]);
  });
});

describe('taskStatusQueryOptions', () => {
  it('refetch every 3 s until the task completes or fails', () => {
    const options = taskStatusQueryOptions('t', 'task-1');
    const interval = options.refetchInterval as (query: { state: { data: unknown } }) => number | false;
    expect(interval({ state: { data: undefined } })).toBe(3_000);
    expect(interval({ state: { data: testTaskStatus({ status: 'running' }) } })).toBe(3_000);
    expect(interval({ state: { data: testTaskStatus({ status: 'complete' }) } })).toBe(false);
    expect(interval({ state: { data: testTaskStatus({ status: 'failed' }) } })).toBe(false);
  });
});
