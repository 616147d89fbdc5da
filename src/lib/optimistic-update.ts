import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes a change into one cached query before the server answers and answers how to put the data back, for a
 * mutation's `onMutate` and `onError` (the spec's 'applied at once, reverted on failure'). A query with no data
 * (not loaded, or null) is left alone, and undoing then does nothing. The caller still invalidates what the change touched.
 */
export async function applyOptimistically<Data>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: (current: Data) => Data,
): Promise<() => void> {
  // A fetch on its way would write the old data back over the change.
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<Data>(queryKey);
  if (before != null) queryClient.setQueryData<Data>(queryKey, change(before));
  return () => {
    if (before != null) queryClient.setQueryData<Data>(queryKey, before);
  };
}
