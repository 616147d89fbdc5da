import { proxy } from 'valtio';
import { readStored, removeStored, storageKeys, writeStored } from '../storage';

interface SoundState {
  /** Click sounds are off; remembered across visits (spec part 1 §3: soundMuted). */
  isMuted: boolean;
}

const initialSoundState: SoundState = { isMuted: false };

export const soundStore = proxy<SoundState>({ isMuted: readStored('local', storageKeys.soundMuted) === 'true' });

export function setSoundMuted(isMuted: boolean): void {
  soundStore.isMuted = isMuted;
  writeStored('local', storageKeys.soundMuted, String(isMuted));
}

/** Back to sounds on, forgetting the stored choice (stories and tests start from here). */
export function resetSound(): void {
  Object.assign(soundStore, initialSoundState);
  removeStored('local', storageKeys.soundMuted);
}
