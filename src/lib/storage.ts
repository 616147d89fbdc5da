/**
 * Browser storage keys (spec part 1 §3) and safe access: storage can throw (private mode, quota, disabled
 * cookies), and a failure to remember something must never break the screen.
 */
export const storageKeys = {
  authToken: 'authToken',
  language: 'language',
  activeWorkspace: 'activeWorkspace',
  activeProject: 'activeProject',
  soundMuted: 'soundMuted',
  initialPrompt: 'initialPrompt',
  selectedPlan: 'selectedPlan',
  workshopInputs: 'workshopInputs',
} as const;

type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Not remembered; the value still lives in memory for this visit.
  }
}

export function removeStored(kind: StorageKind, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
