import { useSyncExternalStore } from 'react';
import { proxy, subscribe } from 'valtio';
import { readStored, removeStored, storageKeys, writeStored } from '../storage';

interface SoundState {
  /** Click sounds are off; remembered across visits (spec part 1 §3: soundMuted). */
  isMuted: boolean;
}

const initialSoundState: SoundState = { isMuted: false };

export const soundStore = proxy<SoundState>({ isMuted: readStored('local', storageKeys.soundMuted) === 'true' });

/**
 * Whether sounds are muted, for drawing: unmuted while a page drawn at build time hydrates (its HTML was drawn so),
 * then the stored choice. Read straight from the store, the first render differed from the HTML, and React keeps the
 * HTML's attributes through hydration: the button said unmuted after a reload while sounds were off.
 */
export function useSoundMuted(): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(soundStore, onChange),
    () => soundStore.isMuted,
    () => initialSoundState.isMuted,
  );
}

export function setSoundMuted(isMuted: boolean): void {
  soundStore.isMuted = isMuted;
  writeStored('local', storageKeys.soundMuted, String(isMuted));
}

/** Back to sounds on, forgetting the stored choice (stories and tests start from here). */
export function resetSound(): void {
  Object.assign(soundStore, initialSoundState);
  removeStored('local', storageKeys.soundMuted);
}
