import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renameGeneratedMedia } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildGeneratedMedia } from '@mocks/fixtures/media.fixtures';
import { useMockServer } from '@mocks/node-server';
import { readMedia, writeMedia } from '@/domain/generation';
import { renameAssetMutationOptions } from './asset-mutations';
import { projectKeys } from '@/domain/projects';

const server = useMockServer();

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

/** A creation known to the media cache (the history lists) and listed on a project's page. */
function showEverywhere(queryClient: QueryClient) {
  const media = buildGeneratedMedia({ id: 'm-1', name: 'Lighthouse' });
  writeMedia(queryClient, [media]);
  queryClient.setQueryData(projectKeys.content('p-1'), { pages: [{ history: [media] }], pageParams: [null] });
  const onPage = () =>
    queryClient.getQueryData<{ pages: Array<{ history: Array<{ name: string | null }> }> }>(projectKeys.content('p-1'))?.pages[0]
      ?.history[0]?.name;
  return { inCache: () => readMedia(queryClient, 'm-1')?.name, onPage };
}

function holdAnswer(answer: () => Response | ReturnType<typeof buildGeneratedMedia>) {
  const gate: { open?: () => void } = {};
  const held = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  server.use(
    mockCall(renameGeneratedMedia, async () => {
      await held;
      return answer();
    }),
  );
  return () => gate.open?.();
}

describe('Rename Asset', () => {
  it('shows the new name at once in the media cache and on project pages, and keeps the server’s answer', async () => {
    const queryClient = newClient();
    const shown = showEverywhere(queryClient);
    const release = holdAnswer(() => buildGeneratedMedia({ id: 'm-1', name: 'Lighthouse, final' }));
    const observer = new MutationObserver(queryClient, renameAssetMutationOptions(queryClient));
    const done = observer.mutate({ id: 'm-1', name: 'Lighthouse, final ', previousName: 'Lighthouse' });
    await expect.poll(shown.inCache).toBe('Lighthouse, final ');
    expect(shown.onPage()).toBe('Lighthouse, final ');
    release();
    await done;
    expect([shown.inCache(), shown.onPage()]).toEqual(['Lighthouse, final', 'Lighthouse, final']);
  });

  it('puts the previous name back everywhere when the server refuses', async () => {
    const queryClient = newClient();
    const shown = showEverywhere(queryClient);
    const release = holdAnswer(() =>
      Response.json({ code: 'validation_error', message: 'A name cannot contain control characters.' }, { status: 400 }),
    );
    const observer = new MutationObserver(queryClient, renameAssetMutationOptions(queryClient));
    const done = observer.mutate({ id: 'm-1', name: 'Renamed', previousName: 'Lighthouse' }).catch(() => undefined);
    await expect.poll(shown.inCache).toBe('Renamed');
    release();
    await done;
    expect([shown.inCache(), shown.onPage()]).toEqual(['Lighthouse', 'Lighthouse']);
    expect(observer.getCurrentResult().error).toBeTruthy();
  });
});
