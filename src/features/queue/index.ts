export { QueueButton } from './components/queue-button';
export type { QueueButtonProps } from './components/queue-button';
