export type CameraProblem = 'notSupported' | 'denied' | 'inUse' | 'captureFailed';

/** Which of the spec's camera messages a failed getUserMedia deserves (spec part 2 §8), by the DOMException name. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'TypeError') return 'notSupported';
  // NotReadableError, AbortError and anything else: the device is there but would not start.
  return 'inUse';
}
