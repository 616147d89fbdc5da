export { createClickPlayer, playClick } from './click-sound';
export type { ClickAudioContext } from './click-sound';
export { initialSoundState, resetSound, setSoundMuted, soundStore } from './sound-store';
