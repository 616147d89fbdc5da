/**
 * Every valtio store's reset, so logout and each story start from initial state. A feature adds its store's
 * `reset` here when it gets one.
 */
const resets: Array<() => void> = [];

export function resetClientStores(): void {
  for (const reset of resets) reset();
}
