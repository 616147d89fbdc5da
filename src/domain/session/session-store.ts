import { proxy } from 'valtio';
import { readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';

interface SessionState {
  token: string | null;
  /** Remember-me: the token lives in persistent storage; otherwise only for this browser session. */
  isRemembered: boolean;
}

function storedSession(): SessionState {
  const remembered = readStored('local', storageKeys.authToken);
  if (remembered) return { token: remembered, isRemembered: true };
  return { token: readStored('session', storageKeys.authToken), isRemembered: false };
}

const initialSessionState: SessionState = { token: null, isRemembered: false };

export const sessionStore = proxy<SessionState>(storedSession());

/** Keeps the token where remember-me says: persistent storage when chosen, otherwise session storage. */
export function startSession(token: string, remember: boolean): void {
  removeStored('local', storageKeys.authToken);
  removeStored('session', storageKeys.authToken);
  writeStored(remember ? 'local' : 'session', storageKeys.authToken, token);
  sessionStore.token = token;
  sessionStore.isRemembered = remember;
}

/** Forgets the token everywhere. */
export function endSession(): void {
  removeStored('local', storageKeys.authToken);
  removeStored('session', storageKeys.authToken);
  Object.assign(sessionStore, initialSessionState);
}
