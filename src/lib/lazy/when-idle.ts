/**
 * Runs `task` once the browser is idle, after the frames it is busy with now (within two seconds at the latest);
 * soon after, where it cannot tell idleness. For code a screen may want next, loaded without adding to the work of
 * its first frames. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
