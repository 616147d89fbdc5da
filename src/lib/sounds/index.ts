export { playClick } from './click-sound';
export { resetSound, setSoundMuted, useSoundMuted } from './sound-store';
