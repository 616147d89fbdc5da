export { QueueButton } from './components/queue-button';
