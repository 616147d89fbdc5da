import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deleteProjectItems, listProjects, renameProject } from '@contract';
import { mockCall } from '@mocks/contract-handler';
import { buildProjectTreeFixture } from '@mocks/fixtures/project.fixtures';
import { useMockServer } from '@mocks/node-server';
import { projectKeys } from './keys';
import { deleteItemsMutationOptions, renameProjectMutationOptions } from './project-mutations';

const server = useMockServer();

/** A promise the test settles when it chooses: holds the server's answer back to see the optimistic state. */
function holdAnswer() {
  const gate: { open?: () => void } = {};
  const held = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  return { held, release: () => gate.open?.() };
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });

function listed(queryClient: QueryClient) {
  return (queryClient.getQueryData<{ projects: Array<{ id: string; project_name: string }> }>(projectKeys.list(null))?.projects ?? []).map(
    (project) => `${project.id}:${project.project_name}`,
  );
}

describe('project tree changes', () => {
  it('renames at once and puts the old name back when the server refuses', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(projectKeys.list(null), { projects: buildProjectTreeFixture() });
    const { held, release } = holdAnswer();
    server.use(
      mockCall(renameProject, async () => {
        await held;
        return Response.json({ code: 'permission_denied', message: "Only the project's owner can do this." }, { status: 403 });
      }),
    );
    const observer = new MutationObserver(queryClient, renameProjectMutationOptions({ queryClient, teamId: null }));
    const done = observer.mutate({ projectId: 'p-posters', name: 'Billboards' }).catch(() => undefined);
    await expect.poll(() => listed(queryClient)).toContain('p-posters:Billboards');
    release();
    await done;
    expect(listed(queryClient)).toContain('p-posters:Posters');
    expect(observer.getCurrentResult().error).toBeTruthy();
  });

  it('removes a deleted project with everything below it at once, and restores them on failure', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(projectKeys.list(null), { projects: buildProjectTreeFixture() });
    const { held, release } = holdAnswer();
    server.use(
      mockCall(deleteProjectItems, async () => {
        await held;
        return Response.json({ code: 'internal_error', message: '' }, { status: 500 });
      }),
    );
    const observer = new MutationObserver(queryClient, deleteItemsMutationOptions({ queryClient, teamId: null }));
    const done = observer.mutate({ projectIds: ['p-campaign'], contentIds: [] }).catch(() => undefined);
    await expect.poll(() => listed(queryClient).map((entry) => entry.split(':')[0])).toEqual(['p-scifi', 'p-shared']);
    release();
    await done;
    expect(listed(queryClient)).toHaveLength(6);
  });

  it('does not ask again for the pages of the projects a delete took, while it refreshes the others', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(projectKeys.list(null), { projects: buildProjectTreeFixture() });
    server.use(
      mockCall(deleteProjectItems, () => Response.json({ deleted: 1 })),
      mockCall(listProjects, () => Response.json({ projects: [] })),
    );
    // The pages on screen: the deleted project's, one inside it, and an unrelated one.
    const asked: string[] = [];
    for (const id of ['p-campaign', 'p-drafts', 'p-scifi']) {
      queryClient.setQueryData(projectKeys.content(id), { pages: [] });
      const page = new QueryObserver(queryClient, {
        queryKey: projectKeys.content(id),
        queryFn: () => {
          asked.push(id);
          return { pages: [] };
        },
      });
      page.subscribe(() => undefined);
    }
    const observer = new MutationObserver(queryClient, deleteItemsMutationOptions({ queryClient, teamId: null }));
    await observer.mutate({ projectIds: ['p-campaign'], contentIds: [] });
    expect(asked).toEqual(['p-scifi']);
    // Marked stale all the same: coming back to one asks the server.
    expect(queryClient.getQueryState(projectKeys.content('p-drafts'))?.isInvalidated).toBe(true);
  });
});
