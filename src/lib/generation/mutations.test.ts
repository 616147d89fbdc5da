import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { runWorkflow, toggleFavorite, uploadImageForAi, uploadVideoThumbnail, type User } from '../../../contract';
import { accountKeys, sessionKeys } from '../session';
import { memoryStorage, readBatches } from './active-tasks-storage';
import { createActiveTasksStore } from './active-tasks-store';
import { toggleFavoriteMutationOptions } from './favorite-mutation';
import { generatedHistoryInfiniteQueryOptions } from './history-queries';
import { generationKeys } from './keys';
import { generationMessages, type GenerationMessageKey } from './message-keys';
import { runWorkflowMutationOptions } from './run-workflow-mutation';
import { createTaskTracker } from './task-tracker';
import { answer, answerError, useTestServer } from './testing/msw-test-server';
import { historyPage, testMedia, testResult, testTaskStatus } from './testing/test-media';
import { uploadImageMutationOptions, uploadVideoThumbnailMutationOptions } from './upload-mutations';

const server = useTestServer();
const token = 'token-1';
/** A promise the test settles when it chooses: holds the server's answer back to see the optimistic state. */
function deferred() {
  let resolve: () => void = Function.prototype as () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve: () => resolve() };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function setupRun() {
  const queryClient = newClient();
  const store = createActiveTasksStore();
  const storage = memoryStorage();
  const tracker = createTaskTracker({ store, storage });
  const observer = new MutationObserver(queryClient, runWorkflowMutationOptions(queryClient, token, tracker));
  return { queryClient, store, storage, tracker, observer };
}

describe('running a workflow', () => {
  const request = { template_id: 'text_to_image_v1', user_inputs: { USER_PROMPT: 'a fox' }, user_params: { main: { numberResults: 2 } } };

  it('shows the placeholders before the answer, then stores the tasks and shows the new balance', async () => {
    let placeholdersSeenByServer = 0;
    const { queryClient, store, storage, tracker, observer } = setupRun();
    queryClient.setQueryData(accountKeys.pointsBalance(token), { points_balance: 250 });
    queryClient.setQueryData<User>(sessionKeys.currentUser(token), { points_balance: 250 } as User);
    server.use(
      answer(runWorkflow, () => {
        placeholdersSeenByServer = store.state.items.length;
        return { tasks: [testTaskStatus()], new_balance: 242, project_id: null, new_project: null };
      }),
    );
    await observer.mutate({ request, count: 2, type: 'image', templateTypes: ['text-to-image'], promptText: 'a fox' });
    expect(placeholdersSeenByServer).toBe(2);
    expect(store.state.items).toMatchObject([{ taskId: 'task-1', taskStatus: 'queued' }, { taskId: 'task-1', taskStatus: 'queued' }]);
    expect(readBatches(storage, 'none')).toHaveLength(1);
    expect(queryClient.getQueryData(accountKeys.pointsBalance(token))).toEqual({ points_balance: 242 });
    expect(queryClient.getQueryData<User>(sessionKeys.currentUser(token))?.points_balance).toBe(242);
    expect(queryClient.getQueryState(accountKeys.pointsBalance(token))?.isInvalidated).toBe(true);
    tracker.stop();
  });

  it('removes the placeholders when the server refuses, and keeps the error for the caller', async () => {
    const { store, observer } = setupRun();
    server.use(answerError(runWorkflow, 402, { message: 'Not enough points.', code: 'insufficient_points' }));
    await expect(observer.mutate({ request, type: 'image', templateTypes: [] })).rejects.toMatchObject({ code: 'insufficient_points' });
    expect(store.state.items).toEqual([]);
  });
});

function setupFavorite(onFailed?: (key: GenerationMessageKey) => void) {
  const queryClient = newClient();
  const store = createActiveTasksStore({ items: [{ ...testResult({ id: 'm1' }), batchId: 'b', status: 'completed' }] });
  const all = generatedHistoryInfiniteQueryOptions(token);
  const favorites = generatedHistoryInfiniteQueryOptions(token, { isFavoritesOnly: true });
  queryClient.setQueryData(all.queryKey, { pages: [historyPage([testMedia({ id: 'm1' }), testMedia({ id: 'm2' })])], pageParams: [1] });
  queryClient.setQueryData(favorites.queryKey, { pages: [historyPage([])], pageParams: [1] });
  const observer = new MutationObserver(queryClient, toggleFavoriteMutationOptions({ queryClient, token, store, onFailed }));
  const marks = () => queryClient.getQueryData(all.queryKey)!.pages[0]!.history.map((media) => media.is_favorite);
  const storeMark = () => (store.state.items[0]?.status === 'completed' ? store.state.items[0].is_favorite : null);
  return { queryClient, observer, marks, storeMark, favoritesKey: favorites.queryKey };
}

describe('toggling a favorite', () => {
  it('marks at once everywhere, keeps the server answer, and refetches only favorites-only lists', async () => {
    const answered = deferred();
    server.use(answer(toggleFavorite, async () => (await answered.promise, { id: 'm1', is_favorite: true })));
    const { queryClient, observer, marks, storeMark, favoritesKey } = setupFavorite();
    const done = observer.mutate({ id: 'm1', isFavorite: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(marks()).toEqual([true, false]);
    expect(storeMark()).toBe(true);
    answered.resolve();
    await done;
    expect(marks()).toEqual([true, false]);
    expect(queryClient.getQueryState(favoritesKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(generationKeys.historyList(token, { perPage: 20 }))?.isInvalidated).toBe(false);
  });

  it("rolls back on failure and reports the spec's message", async () => {
    const reported: GenerationMessageKey[] = [];
    server.use(answerError(toggleFavorite, 500, { message: '', code: 'internal_error' }));
    const { observer, marks, storeMark } = setupFavorite((key) => reported.push(key));
    await expect(observer.mutate({ id: 'm1', isFavorite: false })).rejects.toBeTruthy();
    expect(marks()).toEqual([false, false]);
    expect(storeMark()).toBe(false);
    expect(reported).toEqual([generationMessages.favoriteFailed]);
  });
});

describe('uploads', () => {
  it('send an AI input as a form with its purpose, then refresh the asset library', async () => {
    const received: Array<[string, string, number]> = [];
    server.use(
      answer(uploadImageForAi, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('image_file') as File;
        received.push([String(form.get('image_purpose')), file.name, file.size]);
        return { success: true as const, message: 'Uploaded.', data: { id: 'u1', local_image_url: '/media/u1.png', width: 8, height: 8 } };
      }),
    );
    const queryClient = newClient();
    queryClient.setQueryData(generationKeys.uploadsList(token, { perPage: 40 }), { pages: [], pageParams: [] });
    const observer = new MutationObserver(queryClient, uploadImageMutationOptions(queryClient, token));
    const result = await observer.mutate({ file: new File([new Uint8Array(5)], 'mask.png', { type: 'image/png' }), purpose: 'mask' });
    expect(result.data.local_image_url).toBe('/media/u1.png');
    expect(received).toEqual([['mask', 'mask.png', 5]]);
    expect(queryClient.getQueryState(generationKeys.uploadsList(token, { perPage: 40 }))?.isInvalidated).toBe(true);
  });

  it("put a video's new thumbnail into the cached history and the results grid", async () => {
    server.use(answer(uploadVideoThumbnail, ({ params }) => ({ success: true as const, thumbnail_url: `/media/${String(params.id)}.jpg` })));
    const queryClient = newClient();
    const video = testResult({ id: 'v1', type: 'video', thumbnail_url: null });
    const store = createActiveTasksStore({ items: [{ ...video, batchId: 'b', status: 'completed' }] });
    const key = generatedHistoryInfiniteQueryOptions(token).queryKey;
    queryClient.setQueryData(key, { pages: [historyPage([testMedia({ id: 'v1', type: 'video' })])], pageParams: [1] });
    const observer = new MutationObserver(queryClient, uploadVideoThumbnailMutationOptions(queryClient, token, store));
    await observer.mutate({ mediaId: 'v1', file: new File(['jpeg'], 'thumb.jpg', { type: 'image/jpeg' }) });
    expect(queryClient.getQueryData(key)!.pages[0]!.history[0]!.thumbnail_url).toBe('/media/v1.jpg');
    expect(store.state.items[0]).toMatchObject({ thumbnail_url: '/media/v1.jpg' });
  });
});
