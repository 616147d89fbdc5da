import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { toggleFavorite, uploadImageForAi, uploadVideoThumbnail } from '@contract';
import { mockCall, mockError } from '@mocks/contract-handler';
import { buildGeneratedMedia, buildHistoryPage } from '@mocks/fixtures/media.fixtures';
import { buildResult } from '@mocks/fixtures/task.fixtures';
import { useMockServer } from '@mocks/node-server';
import { generationKeys } from '../queries/keys';
import { generationMessages, type GenerationMessageKey } from '../rules/message-keys';
import { createActiveTasksStore } from '../tasks/active-tasks-store';
import { resultItems } from '../tasks/result-items';
import { serverDataOf } from '../tasks/use-active-tasks';
import { toggleFavoriteMutationOptions } from './favorite-mutation';
import { generatedHistoryInfiniteQueryOptions, type HistoryPage } from './history-queries';
import { readMedia, writeMedia } from './media-cache';
import { uploadImageMutationOptions, uploadVideoThumbnailMutationOptions } from './upload-mutations';

const server = useMockServer();

/** A promise the test settles when it chooses: holds the server's answer back to see the optimistic state. */
function deferred() {
  let resolve: () => void = Function.prototype as () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve() };
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** A history list and the workshop's grid showing the same creation, as the gallery and workshop would. */
function showInListAndGrid(queryClient: QueryClient, ids: string[], gridId: string) {
  const all = generatedHistoryInfiniteQueryOptions();
  const page = buildHistoryPage(ids.map((id) => buildGeneratedMedia({ id })));
  queryClient.setQueryData(all.queryKey, {
    pages: [{ ids: writeMedia(queryClient, page.history), next_cursor: page.next_cursor }],
    pageParams: [null],
  });
  const store = createActiveTasksStore({
    batches: [
      {
        batchId: 'b',
        projectKey: 'none',
        count: 1,
        type: 'image',
        templateId: 'text_to_image_v1',
        promptText: '',
        estimatedMs: 1,
        cells: [{ kind: 'media', id: gridId }],
      },
    ],
  });
  const listed = () =>
    (queryClient.getQueryData(all.queryKey)?.pages ?? []).flatMap((listPage: HistoryPage) =>
      listPage.ids.map((id) => readMedia(queryClient, id)!),
    );
  const gridItem = () => resultItems(store.state, serverDataOf(queryClient), Date.now())[0];
  return { listed, gridItem };
}

function setupFavorite(onFailed?: (key: GenerationMessageKey) => void) {
  const queryClient = newClient();
  const favorites = generatedHistoryInfiniteQueryOptions({ isFavoritesOnly: true });
  const shown = showInListAndGrid(queryClient, ['m1', 'm2'], 'm1');
  queryClient.setQueryData(favorites.queryKey, { pages: [{ ids: [], next_cursor: null }], pageParams: [null] });
  const observer = new MutationObserver(queryClient, toggleFavoriteMutationOptions({ queryClient, onFailed }));
  const marks = () => shown.listed().map((media) => media.is_favorite);
  const gridMark = () => {
    const item = shown.gridItem();
    return item?.status === 'completed' ? item.is_favorite : null;
  };
  return { queryClient, observer, marks, gridMark, favoritesKey: favorites.queryKey };
}

describe('toggling a favorite', () => {
  it('marks at once everywhere, keeps the server answer, and refetches only favorites-only lists', async () => {
    const answered = deferred();
    server.use(mockCall(toggleFavorite, async () => (await answered.promise, { id: 'm1', is_favorite: true })));
    const { queryClient, observer, marks, gridMark, favoritesKey } = setupFavorite();
    const done = observer.mutate({ id: 'm1', isFavorite: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(marks()).toEqual([true, false]);
    expect(gridMark()).toBe(true);
    answered.resolve();
    await done;
    expect(marks()).toEqual([true, false]);
    expect(queryClient.getQueryState(favoritesKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(generationKeys.historyList({ perPage: 20 }))?.isInvalidated).toBe(false);
  });

  it("rolls back on failure and reports the spec's message", async () => {
    const reported: GenerationMessageKey[] = [];
    server.use(mockError(toggleFavorite, 500, { message: '', code: 'internal_error' }));
    const { observer, marks, gridMark } = setupFavorite((key) => reported.push(key));
    await expect(observer.mutate({ id: 'm1', isFavorite: false })).rejects.toBeTruthy();
    expect(marks()).toEqual([false, false]);
    expect(gridMark()).toBe(false);
    expect(reported).toEqual([generationMessages.favoriteFailed]);
  });
});

describe('uploads', () => {
  it('send an AI input as a form with its purpose, then refresh the asset library', async () => {
    const received: Array<[string, string, number]> = [];
    server.use(
      mockCall(uploadImageForAi, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('image_file') as File;
        received.push([String(form.get('image_purpose')), file.name, file.size]);
        return { success: true as const, message: 'Uploaded.', data: { id: 'u1', local_image_url: '/media/u1.png', width: 8, height: 8 } };
      }),
    );
    const queryClient = newClient();
    queryClient.setQueryData(generationKeys.uploadsList({ perPage: 40 }), { pages: [], pageParams: [] });
    const observer = new MutationObserver(queryClient, uploadImageMutationOptions(queryClient));
    const result = await observer.mutate({ file: new File([new Uint8Array(5)], 'mask.png', { type: 'image/png' }), purpose: 'mask' });
    expect(result.data.local_image_url).toBe('/media/u1.png');
    expect(received).toEqual([['mask', 'mask.png', 5]]);
    expect(queryClient.getQueryState(generationKeys.uploadsList({ perPage: 40 }))?.isInvalidated).toBe(true);
  });

  it("put a video's new thumbnail into the cached history and the results grid", async () => {
    server.use(
      mockCall(uploadVideoThumbnail, ({ params }) => ({ success: true as const, thumbnail_url: `/media/${String(params.id)}.jpg` })),
    );
    const queryClient = newClient();
    const shown = showInListAndGrid(queryClient, ['v1'], 'v1');
    writeMedia(queryClient, [buildResult({ id: 'v1', type: 'video', thumbnail_url: null })]);
    const observer = new MutationObserver(queryClient, uploadVideoThumbnailMutationOptions(queryClient));
    await observer.mutate({ mediaId: 'v1', file: new File(['jpeg'], 'thumb.jpg', { type: 'image/jpeg' }) });
    expect(shown.listed()[0]!.thumbnail_url).toBe('/media/v1.jpg');
    expect(shown.gridItem()).toMatchObject({ thumbnail_url: '/media/v1.jpg' });
  });
});
