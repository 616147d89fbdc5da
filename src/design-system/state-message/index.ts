export { StateMessage } from './state-message';
export type { StateMessageProps } from './state-message';
