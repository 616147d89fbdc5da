import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, storageKeys, writeStored } from '@/lib/storage';
import { resetUserStores } from './client-stores';

function stubStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('resetUserStores', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it("forgets the workshop's copy of the signed-out user's inputs", () => {
    vi.stubGlobal('window', { sessionStorage: stubStorage(), localStorage: stubStorage() });
    writeStored('session', storageKeys.workshopInputs, JSON.stringify({ visit: 'v', templateId: 't', state: {} }));
    expect(readStored('session', storageKeys.workshopInputs)).not.toBeNull();
    resetUserStores();
    expect(readStored('session', storageKeys.workshopInputs)).toBeNull();
  });
});
