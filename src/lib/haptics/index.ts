export { vibrate } from './haptics';
