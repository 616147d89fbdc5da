/**
 * Whether the app is taking over a drawn page: from the hydrating render's start until its first commit. What
 * rendered in that time as the server did (React Aria's `useIsSSR`, lib/boot/react-aria-ssr.ts) learns here when it
 * may render as the client.
 */
let isPending = false;
const waiting = new Set<() => void>();

export const isHydrationPending = (): boolean => isPending;

export function beginHydration(): void {
  isPending = true;
}

export function endHydration(): void {
  isPending = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Calls `callback` once hydration has ended (now, if it has); the returned function cancels the wait. */
export function whenHydrated(callback: () => void): () => void {
  if (!isPending) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
