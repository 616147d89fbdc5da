export { playClick } from './click-sound';
export { resetSound, setSoundMuted, soundStore, useSoundMuted } from './sound-store';
