/**
 * Stops the wall clock at `at` for a story, so countdowns and relative times render the same in every run.
 * Returns the restore function, which a story's beforeEach can return as its cleanup.
 */
export function freezeTime(at: number = Date.UTC(2026, 10, 22, 9, 0, 0)): () => void {
  const realNow = Date.now;
  Date.now = () => at;
  return () => {
    Date.now = realNow;
  };
}
