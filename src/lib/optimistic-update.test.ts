import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyOptimistically } from './optimistic-update';

const key = ['counts'];
const addOne = (data: { count: number }) => ({ count: data.count + 1 });

describe('a change applied before the server answers', () => {
  it('shows the change at once and puts the data back when undone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { count: 1 });
    const undo = await applyOptimistically(queryClient, key, addOne);
    expect(queryClient.getQueryData(key)).toEqual({ count: 2 });
    undo();
    expect(queryClient.getQueryData(key)).toEqual({ count: 1 });
  });

  it('leaves a query with no data alone, and then has nothing to undo', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['empty'], null);
    const undoMissing = await applyOptimistically(queryClient, key, addOne);
    const undoEmpty = await applyOptimistically(queryClient, ['empty'], addOne);
    undoMissing();
    undoEmpty();
    expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(queryClient.getQueryData(['empty'])).toBeNull();
  });

  it('cancels a fetch on its way, so its old answer cannot land over the change', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, { count: 1 });
    const server: { answer?: (data: { count: number }) => void } = {};
    const fetching = queryClient
      .fetchQuery({ queryKey: key, queryFn: () => new Promise<{ count: number }>((resolve) => (server.answer = resolve)) })
      .catch(() => undefined);
    await applyOptimistically(queryClient, key, addOne);
    server.answer?.({ count: 1 });
    await fetching;
    expect(queryClient.getQueryData(key)).toEqual({ count: 2 });
  });
});
