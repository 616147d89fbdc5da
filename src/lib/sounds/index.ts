export { playClick } from './click-sound';
export { resetSound, setSoundMuted, soundStore } from './sound-store';
