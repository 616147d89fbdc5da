export { vibrate } from './haptics';
export type { HapticPattern } from './haptics';
